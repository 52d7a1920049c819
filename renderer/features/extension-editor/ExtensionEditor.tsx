import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EditorExtension } from '#shared/api/publishing';
import type { AixUploadInfo } from '#shared/api/uploads';
import { defaultDocument, type StoredDocument } from '#shared/docs/editor-data';
import { insertReference, referenceBlocks } from '#shared/docs/reference-blocks';
import { useApi } from '../../api/ApiContext';
import { ApiError } from '#shared/api/client/http';
import {
  createExtension,
  linkPreview,
  updateExtension,
  uploadFile,
} from '#shared/api/client/publishing';
import { Button } from '../../components/Button';
import { toast } from '../../components/toast-store';
import type { DocsEditorHandle } from '../docs-editor/DocsEditor';
import type { EditorServices } from '../docs-editor/tools/types';
import { BasicsSection } from './BasicsSection';
import { BuildSection } from './BuildSection';
import { DocsSection } from './DocsSection';
import {
  applyAix,
  createBody,
  type EditorErrors,
  type EditorValues,
  EMPTY_VALUES,
  serverErrors,
  updateBody,
  validateEditor,
  valuesFromExtension,
  withName,
} from './editor-form';
import { generatedIcon } from './generated-icon';
import { ListingSection } from './ListingSection';
import { VersionsSection } from './VersionsSection';
import '../../components/forms.css';
import './ExtensionEditor.css';

type Saving = 'draft' | 'publish' | null;

function initialDocument(extension: EditorExtension | null): StoredDocument {
  const stored = extension?.documentation.blocks;
  return stored && stored.blocks.length > 0
    ? { time: stored.time, blocks: stored.blocks }
    : defaultDocument();
}

/** The add/edit form; `extension` null means a new extension. */
export function ExtensionEditor({
  extension: loaded,
  author,
}: {
  extension: EditorExtension | null;
  author: string;
}) {
  const api = useApi();
  const navigate = useNavigate();
  const [extension, setExtension] = useState(loaded);
  const [values, setValues] = useState<EditorValues>(() =>
    loaded ? valuesFromExtension(loaded) : EMPTY_VALUES,
  );
  const [errors, setErrors] = useState<EditorErrors>({});
  const [pending, setPending] = useState<AixUploadInfo | null>(null);
  const [saving, setSaving] = useState<Saving>(null);
  const [focusError, setFocusError] = useState(0);
  const editorRef = useRef<DocsEditorHandle>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const initialDoc = useMemo(() => initialDocument(loaded), [loaded]);

  const services = useMemo<EditorServices>(
    () => ({
      upload: (file, purpose) =>
        uploadFile(api, file, file.name, purpose).then(r => r.file),
      fetchLinkMeta: url =>
        linkPreview(api, url).then(({ meta }) => ({
          title: meta.title,
          description: meta.description,
          site_name: meta.site_name,
          ...(meta.image.url ? { image: { url: meta.image.url } } : {}),
        })),
    }),
    [api],
  );

  useEffect(() => {
    if (focusError === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>(
      '[aria-invalid="true"], .editor-form__error',
    );
    invalid?.focus();
    invalid?.scrollIntoView({ block: 'center' });
  }, [focusError]);

  const change = <K extends keyof EditorValues>(key: K, value: EditorValues[K]) => {
    setValues(current =>
      key === 'name' && typeof value === 'string'
        ? withName(current, value)
        : {
            ...current,
            [key]: value,
            ...(key === 'slug' ? { slugEdited: true } : {}),
            ...(key === 'icon' ? { iconGenerated: false } : {}),
          },
    );
    const field = key === 'isFree' || key === 'currency' ? 'price' : key;
    // A name edit also rewrites the following slug, so both messages go.
    const cleared = new Set<string>([field, 'form', ...(key === 'name' ? ['slug'] : [])]);
    setErrors(current =>
      Object.fromEntries(Object.entries(current).filter(([name]) => !cleared.has(name))),
    );
  };

  // Nothing the file could supply is left to type: no packed icon gets a generated tile.
  const generateIcon = (packageName: string) =>
    uploadFile(api, generatedIcon(packageName), 'icon.png', 'icon').then(
      ({ file }) =>
        setValues(current =>
          current.icon ? current : { ...current, icon: file.url, iconGenerated: true },
        ),
      () => undefined,
    );

  const onUploaded = (info: AixUploadInfo) => {
    if (extension && info.packageName !== extension.packageName) {
      setErrors(current => ({
        ...current,
        aix: `This build is for ${info.packageName}, but this extension is ${extension.packageName}.`,
      }));
      return;
    }
    setPending(info);
    setValues(current => applyAix(current, info));
    if (!values.icon && !info.icon) void generateIcon(info.packageName);
    setErrors(
      ({ aix: _aix, name: _n, description: _d, slug: _s, icon: _i, ...rest }) => rest,
    );
  };

  const reference =
    pending?.blockReference ?? extension?.aixVersions[0]?.blockReference ?? null;

  const insertBlockReference = async () => {
    const editor = editorRef.current;
    if (!editor || !reference) return;
    const current = await editor.save();
    await editor.replace({
      time: current.time,
      blocks: insertReference(current.blocks, referenceBlocks(reference)),
    });
    void toast('The block reference was added to the documentation.', {
      theme: 'success',
    });
  };

  const submit = async (published: boolean) => {
    const found = validateEditor(values, author, published);
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setFocusError(n => n + 1);
      return;
    }
    setSaving(published ? 'publish' : 'draft');
    try {
      const documentation = (await editorRef.current?.save()) ?? initialDoc;
      const saved = extension
        ? await updateExtension(
            api,
            updateBody(extension.extensionId, values, documentation, published),
          )
        : await createExtension(api, createBody(values, documentation, published));
      setExtension(saved);
      void toast(
        published ? `${saved.name} is published.` : `${saved.name} was saved as a draft.`,
        {
          theme: 'success',
        },
      );
      void navigate('/dashboard/my-extensions');
    } catch (error) {
      setErrors(
        error instanceof ApiError
          ? serverErrors(error)
          : {
              form:
                error instanceof Error ? error.message : 'The extension was not saved.',
            },
      );
      setFocusError(n => n + 1);
    } finally {
      setSaving(null);
    }
  };

  return (
    <form
      ref={formRef}
      className="extension-editor"
      noValidate
      aria-label={extension ? `Edit ${extension.name}` : 'Add an extension'}
      onSubmit={event => {
        event.preventDefault();
        void submit(true);
      }}
    >
      <BuildSection
        extension={extension}
        values={values}
        errors={errors}
        pending={pending}
        onUploaded={onUploaded}
        onReleaseNotes={text => change('releaseNotes', text)}
      />
      <BasicsSection values={values} errors={errors} change={change} />
      <ListingSection values={values} errors={errors} change={change} />
      <DocsSection
        initial={initialDoc}
        services={services}
        toc={values.toc}
        error={errors.documentation}
        reference={reference}
        editorRef={editorRef}
        onToc={toc => change('toc', toc)}
        onInsertReference={() => void insertBlockReference()}
      />
      {extension && <VersionsSection extension={extension} onChanged={setExtension} />}
      {(errors.form ?? errors.author) && (
        <p className="editor-form__error" role="alert" tabIndex={-1}>
          {errors.form ?? `Author: ${errors.author ?? ''}`}
        </p>
      )}
      <div className="extension-editor__actions">
        <Button
          variant="secondary"
          disabled={saving !== null}
          onClick={() => void submit(false)}
        >
          {saving === 'draft' ? 'Saving…' : 'Save as draft'}
        </Button>
        <Button type="submit" disabled={saving !== null}>
          {saving === 'publish' ? 'Publishing…' : 'Publish'}
        </Button>
      </div>
    </form>
  );
}
