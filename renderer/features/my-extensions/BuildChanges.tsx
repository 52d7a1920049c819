/**
 * What a local build changes against the maker's last published version of that
 * package: the version it follows, permissions added or removed, blocks added or
 * removed (a breaking change: apps using them stop building). Shown before
 * publishing, for an opened, dropped or watched build; always against the build's
 * own package, never a previously opened one.
 */
import { useEffect, useState } from 'react';
import { diffBlocks } from '#shared/aix/block-diff';
import { getMyExtension } from '#shared/api/client/publishing';
import type { EditorExtension } from '#shared/api/publishing';
import { diffPermissions } from '#shared/domain/permission-diff';
import type { OpenedBuild } from '#shared/ipc/bridge';
import { useApi } from '../../api/ApiContext';
import { PermissionDiff } from '../extension/PermissionDiff';

export function BuildChanges({
  build,
  extensionId,
}: {
  build: OpenedBuild;
  extensionId: string | undefined;
}) {
  const api = useApi();
  const [loaded, setLoaded] = useState<EditorExtension | null>(null);
  useEffect(() => {
    if (!extensionId) return;
    let live = true;
    void getMyExtension(api, extensionId).then(
      extension => live && setLoaded(extension),
      () => live && setLoaded(null),
    );
    return () => {
      live = false;
    };
  }, [api, extensionId]);
  // What was loaded for an earlier build counts only while it is this build's package.
  const current =
    extensionId &&
    loaded?.extensionId === extensionId &&
    loaded.packageName === build.facts.packageName
      ? loaded
      : null;
  const last = current?.aixVersions.reduce<(typeof current.aixVersions)[number] | null>(
    (top, version) => (!top || version.versionCode > top.versionCode ? version : top),
    null,
  );
  const permissions = diffPermissions(last?.permissions ?? null, build.facts.permissions);
  const blocks = diffBlocks(last?.blockReference, build.facts.blockReference);
  return (
    <>
      <p>
        {build.fileName} · version code {build.facts.versionCode}
        {last
          ? ` · last published ${last.versionName} (code ${last.versionCode})`
          : extensionId
            ? ''
            : ` · new package: you have no extension ${build.facts.packageName} yet`}
      </p>
      {last && <PermissionDiff diff={permissions} />}
      {last && blocks.added.length > 0 && (
        <p className="watch__blocks">New blocks: {blocks.added.join(', ')}.</p>
      )}
      {last && blocks.removed.length > 0 && (
        <p className="watch__breaking" role="note">
          <strong>Breaking change:</strong> {blocks.removed.length} block
          {blocks.removed.length === 1 ? ' is' : 's are'} removed, so apps that use{' '}
          {blocks.removed.length === 1 ? 'it' : 'them'} stop building:{' '}
          {blocks.removed.join(', ')}.
        </p>
      )}
    </>
  );
}
