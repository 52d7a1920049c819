/**
 * Publishing a local build (studio and command line), through the same routes as
 * the web editor: the file is read here first with the server's hostile-file
 * limits (a bad file never leaves the machine), uploaded, then added as a new
 * version of the maker's extension with that package (or the one named), or made
 * into a new unpublished extension from its own metadata with `create`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { toApiError, type ApiClient } from '#shared/api/client/http';
import {
  createExtension,
  getMyExtension,
  listMyExtensions,
  updateExtension,
  uploadFile,
} from '#shared/api/client/publishing';
import type { CreateExtensionBody } from '#shared/api/publishing';
import { prefillListing } from '#shared/aix/listing-prefill';
import { isValidDescription } from '#shared/domain/validation';
import { solidPng } from '#shared/png/solid-png';
import { readAixFile } from '#server/aix/read-aix';

export class PublishError extends Error {
  override name = 'PublishError';
}

export interface PublishOptions {
  /** Slug or id of the extension to add a version to; default: the one with this package. */
  extension?: string | undefined;
  notes?: string | undefined;
  /** No extension yet: make an unpublished one from the file's metadata. */
  create?: boolean | undefined;
  onProgress?: ((fraction: number) => void) | undefined;
}

export interface Published {
  extensionId: string;
  slug: string;
  name: string;
  versionName: string;
  versionCode: number;
  created: boolean;
}

async function ownExtensionId(
  api: ApiClient,
  wanted: string | undefined,
  existing: string | null,
): Promise<string | null> {
  if (!wanted) return existing;
  const mine = await listMyExtensions(api, {});
  const match = mine.extensions.find(
    item => item.slug === wanted || item.extensionId === wanted,
  );
  if (!match) throw new PublishError(`You have no extension "${wanted}".`);
  return match.extensionId;
}

export async function publishBuild(
  api: ApiClient,
  file: string,
  options: PublishOptions = {},
): Promise<Published> {
  // Same reader and limits as the server: a hostile or broken file stops here.
  const local = await readAixFile(file);
  const bytes = await readFile(file);
  const upload = await uploadFile(
    api,
    new Blob([bytes]),
    path.basename(file),
    'aix',
    options.onProgress,
  );
  const info = upload.aix;
  if (!info) throw new PublishError('The server did not read the file as an .aix build.');
  const extensionId = await ownExtensionId(
    api,
    options.extension,
    info.existingExtensionId,
  );

  if (extensionId) {
    const current = await getMyExtension(api, extensionId);
    if (current.packageName !== info.packageName) {
      throw new PublishError(
        `This build is the package ${info.packageName}; ${current.slug} is ${current.packageName}.`,
      );
    }
    const last = current.aixVersions.reduce(
      (top, version) => (version.versionCode > top.versionCode ? version : top),
      { versionCode: -Infinity, versionName: '' },
    );
    if (info.versionCode <= last.versionCode) {
      throw new PublishError(
        `Version code ${info.versionCode} (${info.versionName}) is not higher than the last published one, ${last.versionCode} (${last.versionName}). Raise the version in your build and try again.`,
      );
    }
    await updateExtension(api, {
      extensionId,
      aixUploadId: info.uploadId,
      ...(options.notes ? { releaseNotes: options.notes } : {}),
    });
    return {
      extensionId,
      slug: current.slug,
      name: current.name,
      versionName: info.versionName,
      versionCode: info.versionCode,
      created: false,
    };
  }

  if (!options.create) {
    throw new PublishError(
      `You have no extension with package ${info.packageName}. Run again with --create to make one from this file.`,
    );
  }
  // Always a name and slug the rules accept (a short component name borrows from the package).
  const { name, slug } = prefillListing(
    info.name || local.components[0]?.name || '',
    info.packageName,
  );
  const description = isValidDescription(info.description)
    ? info.description
    : `${name}: an App Inventor extension (${info.packageName}).`;
  // The packed icon when the build has one, else a plain tile the maker can replace.
  const icon =
    info.icon ??
    (
      await uploadFile(
        api,
        new Blob([new Uint8Array(solidPng(128, [37, 99, 235]))]),
        'icon.png',
        'icon',
      )
    ).file.url;
  const body: CreateExtensionBody = {
    aixUploadId: info.uploadId,
    name,
    description,
    slug,
    icon,
    category: 'Tools',
    platforms: [],
    tags: [],
    type: { isFree: true, price: 0, currency: 'USD' },
    sourceURL: '',
    devNotes: '',
    documentation: { toc: false, blocks: { blocks: [] } },
    published: false,
    ...(options.notes ? { releaseNotes: options.notes } : {}),
  };
  const created = await createWithFreeSlug(api, body);
  return {
    extensionId: created.extensionId,
    slug: created.slug,
    name: created.name,
    versionName: info.versionName,
    versionCode: info.versionCode,
    created: true,
  };
}

/**
 * Creates the extension; when another maker already uses the slug made from the
 * package, tries `<slug>-2` … `<slug>-5` (the maker can rename it in the editor).
 */
async function createWithFreeSlug(api: ApiClient, body: CreateExtensionBody) {
  for (let attempt = 1; ; attempt += 1) {
    const slug = attempt === 1 ? body.slug : `${body.slug}-${attempt}`;
    try {
      return await createExtension(api, { ...body, slug });
    } catch (error) {
      const reason = toApiError(error);
      if (reason.code !== 11000 || reason.field !== 'slug' || attempt >= 5) throw reason;
    }
  }
}
