import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { EditorExtension } from '#shared/api/publishing';
import { useApi } from '../../api/ApiContext';
import { getMyExtension } from '#shared/api/client/publishing';
import { ButtonLink } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { ScreenFallback } from '../../components/ScreenFallback';
import { usePageHead } from '../../hooks/usePageHead';
import { useAtomValue } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import { ExtensionEditor } from './ExtensionEditor';

type Load =
  | { status: 'loading' }
  | { status: 'ready'; extension: EditorExtension }
  | { status: 'error'; message: string };

/** /dashboard/my-extensions/add and /dashboard/my-extensions/edit/:extensionId. */
export function ExtensionEditorScreen() {
  const { extensionId } = useParams();
  const auth = useAtomValue(authAtom);
  const author = auth.status === 'signedIn' ? auth.user.id : '';
  const api = useApi();
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; load: Load } | null>(null);
  const key = `${attempt}:${extensionId ?? ''}`;
  const load: Load = settled?.key === key ? settled.load : { status: 'loading' };
  usePageHead(
    extensionId
      ? load.status === 'ready'
        ? `Edit ${load.extension.name}`
        : 'Edit extension'
      : 'Add an extension',
  );

  useEffect(() => {
    if (!extensionId) return;
    const controller = new AbortController();
    const current = `${attempt}:${extensionId}`;
    getMyExtension(api, extensionId, controller.signal).then(
      extension => setSettled({ key: current, load: { status: 'ready', extension } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setSettled({
          key: current,
          load: {
            status: 'error',
            message:
              error instanceof Error ? error.message : 'No answer from the server.',
          },
        });
      },
    );
    return () => controller.abort();
  }, [api, extensionId, attempt]);

  const title = extensionId ? 'Edit extension' : 'Add an extension';
  return (
    <div className="editor-screen">
      <div className="editor-screen__head">
        <h1 className="editor-screen__title">
          {load.status === 'ready' && extensionId ? `Edit ${load.extension.name}` : title}
        </h1>
        <ButtonLink variant="ghost" to="/dashboard/my-extensions">
          Back to My Extensions
        </ButtonLink>
      </div>
      {!extensionId && <ExtensionEditor extension={null} author={author} />}
      {extensionId && load.status === 'loading' && <ScreenFallback />}
      {extensionId && load.status === 'error' && (
        <ErrorState
          title="This extension could not be loaded"
          message={load.message}
          onRetry={() => setAttempt(n => n + 1)}
        />
      )}
      {extensionId && load.status === 'ready' && (
        <ExtensionEditor
          key={load.extension.extensionId}
          extension={load.extension}
          author={author}
        />
      )}
    </div>
  );
}
