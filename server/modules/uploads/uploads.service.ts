/**
 * What an upload becomes. Images and attachments are judged and re-encoded, then
 * stored content-addressed with an `uploads` row that makes them public. An .aix is
 * read completely (ingestAix) before a byte is stored; it becomes an upload draft
 * owned by the uploader, whose facts (our own parse) the editor prefills and the
 * version later keeps.
 */
import {
  MAX_AIX_BYTES,
  type AixUploadInfo,
  type UploadPurpose,
  type UploadResponse,
} from '#shared/api/uploads';
import { ingestAix, readPackedIcon } from '../../aix/ingest';
import type { UserRow } from '../../db/database';
import type { BlobStorage } from '../../storage/storage';
import { aixFacts, type AixFacts } from '#shared/aix/facts';
import {
  cleanFileName,
  prepareAttachment,
  prepareIcon,
  prepareImage,
  type PreparedFile,
} from './uploads.files';
import { saveUpload, type UploadKind } from './uploads.repository';
import type { Executor } from '../../db/executor';
import { ROUTES } from '#shared/api/routes';
import type { FetchPageOptions } from '../link-preview/fetch-page';
import { fetchRemoteIcon, remoteIconUrl } from './remote-icon';

export const IMAGES_NAMESPACE = 'images';
export const ATTACHMENTS_NAMESPACE = 'attachments';
export const AIX_NAMESPACE = 'aix';
export const AIX_MIME = 'application/zip';

export interface UploadDeps {
  db: Executor;
  storage: BlobStorage;
  /** How a remote icon is fetched; tests allow a loopback server here. */
  iconFetch?: FetchPageOptions;
}

/** The public, immutable URL of a stored picture or attachment. */
export function storedFileUrl(key: string, extension: string): string {
  const [namespace = '', sha256 = ''] = key.split('/');
  return ROUTES.file.url({ namespace, name: `${sha256}.${extension}` });
}

async function storePublic(
  deps: UploadDeps,
  user: UserRow,
  kind: Exclude<UploadKind, 'aix'>,
  file: PreparedFile,
  name: string,
): Promise<UploadResponse['file']> {
  const namespace = kind === 'attachment' ? ATTACHMENTS_NAMESPACE : IMAGES_NAMESPACE;
  const stored = await deps.storage.put(file.bytes, {
    namespace,
    contentType: file.mime,
  });
  await saveUpload(deps.db, {
    userId: user.id,
    kind,
    storageKey: stored.key,
    sha256: stored.sha256,
    size: stored.size,
    mime: file.mime,
    originalName: name,
  });
  const result: UploadResponse['file'] = {
    url: storedFileUrl(stored.key, file.extension),
    name,
    size: stored.size,
    extension: file.extension,
    mime: file.mime,
    sha256: stored.sha256,
  };
  if (file.width !== undefined) result.width = file.width;
  if (file.height !== undefined) result.height = file.height;
  return result;
}

/**
 * The palette icon, re-encoded and stored as an icon: the packed file, else the
 * one the descriptor names by web address; null (with a warning) when absent or bad.
 */
async function packedIcon(
  deps: UploadDeps,
  user: UserRow,
  bytes: Buffer,
  metadata: Parameters<typeof readPackedIcon>[1],
  warnings: string[],
): Promise<string | null> {
  const url = remoteIconUrl(metadata);
  try {
    const raw =
      (await readPackedIcon(bytes, metadata)) ??
      (url ? await fetchRemoteIcon(url, deps.iconFetch) : null);
    if (!raw) return null;
    const file = await storePublic(
      deps,
      user,
      'icon',
      await prepareIcon(raw),
      'icon.png',
    );
    return file.url;
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable';
    warnings.push(
      url
        ? `The icon at ${url} was not used: ${reason}`
        : `The icon inside the file was not used: ${reason}`,
    );
    return null;
  }
}

async function ownExtensionWithPackage(
  db: Executor,
  userId: string,
  packageName: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('extensions')
    .select('id')
    .where('package_name', '=', packageName)
    .where('author_id', '=', userId)
    .executeTakeFirst();
  return row?.id ?? null;
}

export function toAixInfo(
  uploadId: string,
  file: { sha256: string; size: number },
  facts: AixFacts,
  existingExtensionId: string | null,
): AixUploadInfo {
  return {
    uploadId,
    sha256: file.sha256,
    fileSize: file.size,
    packageName: facts.packageName,
    name: facts.name,
    description: facts.description,
    permissions: facts.permissions,
    minSdk: facts.minSdk,
    versionName: facts.versionName,
    versionCode: facts.versionCode,
    icon: facts.icon,
    buildTool: facts.buildTool,
    componentCount: facts.componentCount,
    blockReference: facts.blockReference,
    warnings: facts.warnings,
    existingExtensionId,
  };
}

async function uploadAix(
  deps: UploadDeps,
  user: UserRow,
  bytes: Buffer,
  name: string,
): Promise<UploadResponse> {
  // Throws AixError before anything is stored.
  const { metadata, file } = await ingestAix(deps.storage, bytes, {
    maxArchiveBytes: MAX_AIX_BYTES,
  });
  const warnings = [...metadata.warnings];
  const icon = await packedIcon(deps, user, bytes, metadata, warnings);
  const facts = aixFacts({ ...metadata, warnings }, icon);
  const row = await saveUpload(deps.db, {
    userId: user.id,
    kind: 'aix',
    storageKey: file.key,
    sha256: file.sha256,
    size: file.size,
    mime: AIX_MIME,
    originalName: name,
    metadata: JSON.stringify(facts),
  });
  const existing = await ownExtensionWithPackage(deps.db, user.id, facts.packageName);
  return {
    success: 1,
    purpose: 'aix',
    file: {
      url: ROUTES.uploadedAix.url({ uploadId: row.id }),
      name,
      size: file.size,
      extension: 'aix',
      mime: AIX_MIME,
      sha256: file.sha256,
    },
    aix: toAixInfo(row.id, file, facts, existing),
  };
}

export async function handleUpload(
  deps: UploadDeps,
  user: UserRow,
  purpose: UploadPurpose,
  bytes: Buffer,
  rawName: string | undefined,
): Promise<UploadResponse> {
  const name = cleanFileName(rawName);
  if (purpose === 'aix') return uploadAix(deps, user, bytes, name);
  const prepared =
    purpose === 'icon'
      ? await prepareIcon(bytes)
      : purpose === 'image'
        ? await prepareImage(bytes)
        : await prepareAttachment(bytes, name);
  const file = await storePublic(deps, user, purpose, prepared, name);
  return { success: 1, purpose, file };
}
