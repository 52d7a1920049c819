import type { Ref } from 'react';
import type { ComponentReference } from '#shared/aix/block-reference';
import type { StoredDocument } from '#shared/docs/editor-data';
import { Button } from '../../components/Button';
import { DocsEditor, type DocsEditorHandle } from '../docs-editor/DocsEditor';
import type { EditorServices } from '../docs-editor/tools/types';

/** The documentation editor, the TOC switch and the one-click block reference. */
export function DocsSection({
  initial,
  services,
  toc,
  error,
  reference,
  editorRef,
  onToc,
  onInsertReference,
}: {
  initial: StoredDocument;
  services: EditorServices;
  toc: boolean;
  error?: string | undefined;
  reference: ComponentReference[] | null;
  editorRef: Ref<DocsEditorHandle>;
  onToc: (toc: boolean) => void;
  onInsertReference: () => void;
}) {
  return (
    <section className="editor-section" aria-labelledby="editor-docs-title">
      <h2 id="editor-docs-title" className="editor-section__title">
        Documentation
      </h2>
      <div className="editor-docs__bar">
        <label className="editor-choice">
          <input
            type="checkbox"
            checked={toc}
            onChange={event => onToc(event.target.checked)}
          />
          Show a table of contents
        </label>
        <Button
          variant="secondary"
          size="sm"
          disabled={!reference || reference.length === 0}
          onClick={onInsertReference}
        >
          Insert block reference
        </Button>
      </div>
      {!reference && (
        <p className="form-field__hint">
          Upload the .aix to insert its events, methods and properties with one click.
        </p>
      )}
      <DocsEditor
        ref={editorRef}
        initial={initial}
        services={services}
        label="Documentation blocks"
      />
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
