/**
 * Desktop studio only: publish straight from a local build. Open picks an .aix
 * (read by the studio with the server's limits, so a bad file is refused before
 * any upload), shows what it is, and publishes it as a new version of the maker's
 * extension with that package, or, for a package the maker has no extension
 * for, creates one (unpublished) from it.
 */
import { useState, type DragEvent } from 'react';
import { Link } from '../../components/Link';
import type { OpenedBuild, PublishResult } from '#shared/ipc/bridge';
import { formatBytes } from '#shared/format-bytes';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/FormField';
import { usePlatform } from '../../platform/PlatformContext';
import { BuildChanges } from './BuildChanges';
import { PublishProgressBar, usePublishProgress } from './PublishProgress';

/** Bytes to base64 in slices (String.fromCharCode takes a bounded argument list). */
function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

export function LocalBuildPanel({
  mine,
  onPublished,
}: {
  /** The maker's extensions by package name, to show what a build changes. */
  mine: ReadonlyMap<string, string>;
  onPublished: () => void;
}) {
  const builds = usePlatform().builds;
  const [build, setBuild] = useState<OpenedBuild | null>(null);
  const [notes, setNotes] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<PublishResult | null>(null);
  const [dragging, setDragging] = useState(false);
  const uploaded = usePublishProgress(builds, build?.handle, busy);
  if (!builds) return null;
  // Compared and published by the build's own package, whatever was opened before.
  const existing = build ? mine.get(build.facts.packageName) : undefined;

  const fail = (error: unknown) =>
    setProblem(
      error instanceof Error
        ? error.message.replace(/^Error invoking remote method '[^']+': (Error: )?/, '')
        : String(error),
    );
  const open = () => {
    setProblem(null);
    setDone(null);
    builds.open().then(opened => opened && setBuild(opened), fail);
  };
  const publish = (create: boolean) => {
    if (!build) return;
    setBusy(true);
    setProblem(null);
    builds
      .publish({
        handle: build.handle,
        ...(notes.trim() ? { notes: notes.trim() } : {}),
        ...(create ? { create } : {}),
      })
      .then(result => {
        setDone(result);
        setBuild(null);
        setNotes('');
        onPublished();
      }, fail)
      .finally(() => setBusy(false));
  };

  const drop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (!file) return;
    if (!file.name.toLowerCase().endsWith('.aix')) {
      setProblem(`${file.name} is not an .aix file.`);
      return;
    }
    setProblem(null);
    setDone(null);
    void file
      .arrayBuffer()
      .then(buffer =>
        builds.openDropped({ fileName: file.name, base64: toBase64(buffer) }),
      )
      .then(setBuild, fail);
  };

  return (
    <section
      className={`local-build${dragging ? ' local-build--over' : ''}`}
      aria-labelledby="local-build-title"
      data-testid="local-build-drop"
      onDragEnter={event => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragOver={event => event.preventDefault()}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <div className="local-build__head">
        <div>
          <h2 id="local-build-title">Publish a local build</h2>
          <p className="account-card__lead">Open an .aix, or drop one here.</p>
        </div>
        <Button variant="secondary" onClick={open} disabled={busy}>
          Open .aix…
        </Button>
      </div>
      {build && (
        <div className="local-build__facts">
          <p>
            <strong>{build.fileName}</strong> ({formatBytes(build.size)}): version{' '}
            <strong>{build.facts.versionName}</strong> (code {build.facts.versionCode}) of{' '}
            <code>{build.facts.packageName}</code>
          </p>
          <p>
            {build.facts.componentCount} component
            {build.facts.componentCount === 1 ? '' : 's'} · min SDK{' '}
            {build.facts.minSdk ?? 'not set'} · {build.facts.buildTool}
          </p>
          <p>
            Permissions:{' '}
            {build.facts.permissions.length > 0
              ? build.facts.permissions.join(', ')
              : 'none'}
          </p>
          <BuildChanges build={build} extensionId={existing} />
          <TextAreaField
            id="local-build-notes"
            label="Release notes"
            value={notes}
            maxLength={2000}
            onChange={event => setNotes(event.target.value)}
          />
          <div className="local-build__actions">
            {existing ? (
              <Button onClick={() => publish(false)} disabled={busy}>
                {busy ? 'Publishing…' : 'Publish as new version'}
              </Button>
            ) : (
              <Button onClick={() => publish(true)} disabled={busy}>
                {busy ? 'Creating…' : 'Create extension'}
              </Button>
            )}
          </div>
          {busy && <PublishProgressBar fraction={uploaded} />}
        </div>
      )}
      {problem && (
        <p className="local-build__error" role="alert">
          {problem}
        </p>
      )}
      {done && (
        <p role="status">
          {done.created
            ? `Created “${done.name}” with version ${done.versionName}. `
            : `Published version ${done.versionName} of ${done.name}. `}
          <Link
            to={`/dashboard/my-extensions/edit/${encodeURIComponent(done.extensionId)}`}
          >
            Open in the editor
          </Link>
        </p>
      )}
    </section>
  );
}
