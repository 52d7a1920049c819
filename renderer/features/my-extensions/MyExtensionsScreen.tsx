import { useState } from 'react';
import type { MyExtension } from '#shared/api/publishing';
import { useApi } from '../../api/ApiContext';
import { deleteMyExtension, updateExtension } from '#shared/api/client/publishing';
import { Button, ButtonLink } from '../../components/Button';
import { LocalBuildPanel } from './LocalBuildPanel';
import { WatchPanel } from './WatchPanel';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { toast } from '../../components/toast-store';
import { usePageHead } from '../../hooks/usePageHead';
import { ConfirmDialog } from './ConfirmDialog';
import { MyExtensionRow } from './MyExtensionRow';
import { useMyExtensions } from './useMyExtensions';
import './MyExtensionsScreen.css';

function failure(error: unknown, fallback: string): string {
  return error instanceof Error ? error.message : fallback;
}

/** /dashboard/my-extensions: the maker's extensions with edit, publish and delete. */
export function MyExtensionsScreen() {
  usePageHead('My Extensions');
  const api = useApi();
  const { state, reload, more, patch } = useMyExtensions();
  // The maker's extensions by package: what a local build is compared with.
  const mine = new Map(
    state.status === 'ready'
      ? state.extensions.map(item => [item.packageName, item.extensionId] as const)
      : [],
  );
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<MyExtension | null>(null);

  const togglePublished = async (extension: MyExtension) => {
    setBusyId(extension.extensionId);
    const published = extension.status !== 'published';
    try {
      const saved = await updateExtension(api, {
        extensionId: extension.extensionId,
        published,
      });
      patch(extension.extensionId, {
        ...extension,
        published: saved.published,
        status: saved.published ? 'published' : 'draft',
        // Publishing again answers a moderator's message (the server clears it too).
        moderationMessage: saved.published ? null : extension.moderationMessage,
      });
      void toast(
        published
          ? `${extension.name} is published.`
          : `${extension.name} is now a draft.`,
        {
          theme: 'success',
        },
      );
    } catch (error) {
      void toast(failure(error, 'The change was not saved.'), { theme: 'danger' });
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setBusyId(toDelete.extensionId);
    try {
      await deleteMyExtension(api, toDelete.extensionId);
      patch(toDelete.extensionId, null);
      void toast(`${toDelete.name} was deleted.`, { theme: 'success' });
      setToDelete(null);
    } catch (error) {
      void toast(failure(error, 'The extension was not deleted.'), { theme: 'danger' });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <div className="my-exts">
      <div className="my-exts__head">
        <h1 className="my-exts__title">My Extensions</h1>
        <ButtonLink to="/dashboard/my-extensions/add">Add extension</ButtonLink>
      </div>
      <LocalBuildPanel mine={mine} onPublished={reload} />
      <WatchPanel mine={mine} onPublished={reload} />
      {state.status === 'loading' && (
        <ul
          className="my-exts__list"
          aria-busy="true"
          aria-label="Loading your extensions"
        >
          {[0, 1, 2].map(n => (
            <li key={n} className="my-ext">
              <Skeleton width={48} height={48} radius={10} />
              <Skeleton width="60%" height={20} />
            </li>
          ))}
        </ul>
      )}
      {state.status === 'error' && (
        <ErrorState
          title="Your extensions could not be loaded"
          message={state.message}
          onRetry={reload}
        />
      )}
      {state.status === 'ready' && state.extensions.length === 0 && (
        <EmptyState
          title="You have not published an extension yet"
          message="Upload an .aix: we read its name, version, permissions and blocks for you."
          action={
            <ButtonLink to="/dashboard/my-extensions/add">
              Add your first extension
            </ButtonLink>
          }
        />
      )}
      {state.status === 'ready' && state.extensions.length > 0 && (
        <>
          <ul className="my-exts__list" aria-label="Your extensions">
            {state.extensions.map(extension => (
              <MyExtensionRow
                key={extension.extensionId}
                extension={extension}
                busy={busyId === extension.extensionId}
                onTogglePublished={() => void togglePublished(extension)}
                onDelete={() => setToDelete(extension)}
              />
            ))}
          </ul>
          {state.total > state.extensions.length && (
            <Button
              variant="secondary"
              onClick={() =>
                void more(state.extensions.length).catch((error: unknown) =>
                  toast(failure(error, 'More extensions could not be loaded.')),
                )
              }
            >
              Show more
            </Button>
          )}
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={`Delete ${toDelete?.name ?? 'this extension'}?`}
        confirmLabel="Delete extension"
        busy={busyId !== null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        <p>
          The listing, every version and its files are removed for good. This cannot be
          undone.
        </p>
      </ConfirmDialog>
    </div>
  );
}
