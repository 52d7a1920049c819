/**
 * Desktop studio only: build output folders the studio watches. A new or changed
 * .aix shows as "New build 1.3 of com.example.foo" with its permission and block
 * changes against the maker's last published version, and publishes as a new
 * version with one click (release notes optional).
 */
import { useEffect, useState } from 'react';
import type { OpenedBuild } from '#shared/ipc/bridge';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/FormField';
import { toast } from '../../components/toast-store';
import { usePlatform } from '../../platform/PlatformContext';
import { BuildChanges } from './BuildChanges';
import '../downloads/downloads.css';
import { PublishProgressBar, usePublishProgress } from './PublishProgress';

const POLL_MS = 1500;

const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(
    /^Error invoking remote method '[^']+': (Error: )?/,
    '',
  );

export function WatchPanel({
  mine,
  onPublished,
}: {
  /** The maker's extensions by package name, to compare a build with. */
  mine: ReadonlyMap<string, string>;
  onPublished: () => void;
}) {
  const watch = usePlatform().watch;
  const [folders, setFolders] = useState<string[]>([]);
  const [builds, setBuilds] = useState<OpenedBuild[]>([]);
  useEffect(() => {
    if (!watch) return;
    void watch.folders().then(setFolders);
    const timer = window.setInterval(
      () => void watch.newBuilds().then(setBuilds),
      POLL_MS,
    );
    void watch.newBuilds().then(setBuilds);
    return () => window.clearInterval(timer);
  }, [watch]);
  if (!watch) return null;

  return (
    <section className="local-build" aria-labelledby="watch-title">
      <div className="local-build__head">
        <h2 id="watch-title">Watched build folders</h2>
        <Button
          variant="secondary"
          onClick={() => void watch.addFolder().then(setFolders)}
        >
          Watch a folder…
        </Button>
      </div>
      {folders.length === 0 ? (
        <p className="account-card__lead">
          Pick your project’s build output (appinventor-sources:
          appinventor/components/build/extensions; Rush and FAST: out/) and new builds
          show up here.
        </p>
      ) : (
        <ul className="watch__folders" aria-label="Watched folders">
          {folders.map(folder => (
            <li key={folder}>
              <span className="disk-saved__path">{folder}</span>{' '}
              <button
                type="button"
                className="disk-saved__show"
                aria-label={`Stop watching ${folder}`}
                onClick={() => void watch.removeFolder(folder).then(setFolders)}
              >
                Stop watching
              </button>
            </li>
          ))}
        </ul>
      )}
      {builds.map(build => (
        <NewBuild
          key={build.handle}
          build={build}
          extensionId={mine.get(build.facts.packageName)}
          onDone={() => {
            void watch.dismiss(build.handle);
            setBuilds(current => current.filter(item => item.handle !== build.handle));
          }}
          onPublished={onPublished}
        />
      ))}
    </section>
  );
}

function NewBuild({
  build,
  extensionId,
  onDone,
  onPublished,
}: {
  build: OpenedBuild;
  extensionId: string | undefined;
  onDone: () => void;
  onPublished: () => void;
}) {
  const builds = usePlatform().builds;
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const titleId = `new-build-${build.handle}`;
  const uploaded = usePublishProgress(builds, build.handle, busy);

  const publish = () => {
    if (!builds) return;
    setBusy(true);
    setProblem(null);
    builds
      .publish({
        handle: build.handle,
        ...(notes.trim() ? { notes: notes.trim() } : {}),
        ...(extensionId ? {} : { create: true }),
      })
      .then(
        result => {
          void toast(
            result.created
              ? `Created “${result.name}” with version ${result.versionName}.`
              : `Published version ${result.versionName} of ${result.name}.`,
            { theme: 'success' },
          );
          onPublished();
          onDone();
        },
        (error: unknown) => setProblem(message(error)),
      )
      .finally(() => setBusy(false));
  };

  return (
    <article className="local-build__facts watch__build" aria-labelledby={titleId}>
      <h3 id={titleId}>
        New build {build.facts.versionName} of {build.facts.packageName}
      </h3>
      <BuildChanges build={build} extensionId={extensionId} />
      <TextAreaField
        id={`notes-${build.handle}`}
        label="Release notes"
        value={notes}
        maxLength={2000}
        onChange={event => setNotes(event.target.value)}
      />
      <div className="local-build__actions">
        <Button onClick={publish} disabled={busy}>
          {busy ? 'Publishing…' : extensionId ? 'Publish this build' : 'Create extension'}
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Dismiss
        </Button>
      </div>
      {busy && <PublishProgressBar fraction={uploaded} />}
      {problem && (
        <p className="local-build__error" role="alert">
          {problem}
        </p>
      )}
    </article>
  );
}
