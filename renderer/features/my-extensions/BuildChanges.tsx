/**
 * What a local build changes against the maker's last published version of that
 * package: the version it follows, permissions added or removed, blocks added or
 * removed. Shown before publishing, for an opened, dropped or watched build.
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
  const [current, setCurrent] = useState<EditorExtension | null>(null);
  useEffect(() => {
    if (!extensionId) return;
    void getMyExtension(api, extensionId).then(setCurrent, () => setCurrent(null));
  }, [api, extensionId]);
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
          : ' · not published yet'}
      </p>
      <PermissionDiff diff={permissions} />
      {(blocks.added.length > 0 || blocks.removed.length > 0) && (
        <p className="watch__blocks">
          {blocks.added.length > 0 && <>New blocks: {blocks.added.join(', ')}. </>}
          {blocks.removed.length > 0 && <>Removed blocks: {blocks.removed.join(', ')}.</>}
        </p>
      )}
    </>
  );
}
