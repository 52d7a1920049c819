/**
 * The documentation editor (Editor.js). Editor.js and our tools load by dynamic
 * import on mount, so they never enter the listing's first load.
 */
import type EditorJS from '@editorjs/editorjs';
import { useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import {
  fromEditorData,
  toEditorData,
  type StoredDocument,
} from '#shared/docs/editor-data';
import { Spinner } from '../../components/Spinner';
import type { EditorServices } from './tools/types';
import './DocsEditor.css';

export interface DocsEditorHandle {
  /** The current document as stored (unknown and empty blocks dropped). */
  save: () => Promise<StoredDocument>;
  /** Replaces the whole document (e.g. after inserting the block reference). */
  replace: (doc: StoredDocument) => Promise<void>;
}

interface DocsEditorProps {
  /** The document to start with; read once on mount. */
  initial: StoredDocument;
  services: EditorServices;
  label: string;
  ref?: Ref<DocsEditorHandle>;
  onChange?: () => void;
}

type LoadState = 'loading' | 'ready' | 'error';

export function DocsEditor({ initial, services, label, ref, onChange }: DocsEditorProps) {
  const holderId = useId().replace(/:/g, '');
  const holderRef = useRef<HTMLDivElement>(null);
  const editorRef = useRef<EditorJS | null>(null);
  const [state, setState] = useState<LoadState>('loading');
  const initialRef = useRef(initial);
  const servicesRef = useRef(services);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let cancelled = false;
    let created: EditorJS | null = null;
    const holder = holderRef.current;
    if (!holder) return;
    Promise.all([import('@editorjs/editorjs'), import('./tools')])
      .then(async ([{ default: Editor }, { buildTools }]) => {
        if (cancelled) return;
        created = new Editor({
          holder,
          tools: buildTools(servicesRef.current),
          tunes: ['alignment'],
          data: toEditorData(initialRef.current),
          minHeight: 120,
          placeholder: 'Write the documentation: press Tab for the block menu',
          onChange: () => onChangeRef.current?.(),
        });
        await created.isReady;
        if (cancelled) return;
        editorRef.current = created;
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('error');
      });
    return () => {
      cancelled = true;
      editorRef.current = null;
      // destroy() throws when the editor never finished starting.
      if (created) created.isReady.then(() => created?.destroy()).catch(() => undefined);
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      save: async () => {
        const editor = editorRef.current;
        if (!editor) return fromEditorData(toEditorData(initialRef.current), Date.now());
        const output = await editor.save();
        return fromEditorData(output, Date.now());
      },
      replace: async doc => {
        const editor = editorRef.current;
        if (!editor) return;
        await editor.render(toEditorData(doc));
        onChangeRef.current?.();
      },
    }),
    [],
  );

  return (
    <div className="docs-editor" data-state={state}>
      <p id={`${holderId}-label`} className="docs-editor__label">
        {label}
      </p>
      {state === 'loading' && (
        <div className="docs-editor__loading">
          <Spinner label="Loading the editor" />
        </div>
      )}
      {state === 'error' && (
        <p className="docs-editor__error" role="alert">
          The editor could not be loaded. Check your connection and reload the page.
        </p>
      )}
      <div
        ref={holderRef}
        id={holderId}
        className="docs-editor__holder"
        role="group"
        aria-labelledby={`${holderId}-label`}
        data-testid="docs-editor"
      />
    </div>
  );
}
