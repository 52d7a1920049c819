/**
 * Creating and changing extensions (spec §5 Extension form, §6): only the author
 * or an admin, waitlisted makers not at all, every form rule checked here with the
 * client's own functions, and every extension write through the catalogue
 * repository so listing caches and the search index follow at once.
 */
import { endFreeEra } from '../commerce/orders.repository';
import { recordUpdateNotices } from '../notices/notices.repository';
import { linkedAccountOf } from '../commerce/sale.repository';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type {
  CreateExtensionBody,
  EditorExtension,
  UpdateExtensionBody,
} from '#shared/api/publishing';
import { DEFAULT_MIN_SDK } from '#shared/constants';
import type {
  Database,
  ExtensionUpdate,
  NewExtensionVersion,
  UserRow,
} from '../../db/database';
import { AppError, badRequest, duplicateKey, forbidden } from '../../errors';
import { MESSAGES } from '#shared/domain/validation';
import type { BetaAccess } from '../../config/auth';
import { checkBeta } from '../beta/beta.service';
import { versionsOf } from '../extensions/extensions.queries';
import type { Catalogue } from '../extensions/catalogue';
import {
  insertExtension,
  insertVersions,
  updateExtension,
  type ExtensionChildren,
} from '../extensions/extensions.repository';
import type { BlobStorage } from '../../storage/storage';
import { parseFacts, type AixFacts } from '#shared/aix/facts';
import {
  deleteUpload,
  findUpload,
  uploadHoldsBlob,
  type UploadRow,
} from '../uploads/uploads.repository';
import type { Signer } from '../signing/signing.keys';
import { signatureColumns } from '../signing/signing.service';
import { editorExtension, ownedExtension } from './publishing.editor';
import { extensionIdByPackage, usdPerInr } from './publishing.repository';
import {
  assertExtensionForm,
  cleanNotes,
  cleanSourceUrl,
  cleanTags,
  documentationColumns,
  iconStorageKey,
  priceColumns,
} from './publishing.validation';

export interface PublishingDeps {
  db: Kysely<Database>;
  /** Every extension write goes through catalogue.write (one transaction, caches dropped). */
  catalogue: Catalogue;
  storage: BlobStorage;
  betaAccess: BetaAccess;
  /** Signs each version as it is published (issue 21 §3). */
  signer: Signer;
  /** Told after a commit that wrote update notices, to send their emails. */
  noticeOutbox?: { kick(): void };
}

export const WAITLIST_MESSAGE =
  'You are on the beta waitlist: publishing opens to you once your application is approved.';

async function assertMayPublish(deps: PublishingDeps, user: UserRow): Promise<void> {
  if (user.role === 'admin') return;
  const beta = await checkBeta(deps.db, user, user.email, deps.betaAccess);
  if (beta.message.waitlist) throw forbidden(WAITLIST_MESSAGE);
}

interface Build {
  upload: UploadRow;
  facts: AixFacts;
}

/** The caller's own .aix draft, or a 400 on `aixVersions` the editor can show. */
async function buildOf(db: Kysely<Database>, user: UserRow, id: string | undefined) {
  if (id === undefined || id.trim() === '') return undefined;
  const upload = await findUpload(db, id);
  const facts = upload?.kind === 'aix' ? parseFacts(upload.metadata) : null;
  if (!upload || upload.user_id !== user.id || !facts) {
    throw badRequest(
      'This .aix upload was not found; upload the file again.',
      'aixVersions',
    );
  }
  return { upload, facts } satisfies Build;
}

/** A new version row, signed in the same write that publishes it. */
function versionRow(
  signer: Signer,
  extensionId: string,
  build: Build,
  notes: string | undefined,
): NewExtensionVersion {
  const row = {
    id: randomUUID(),
    extension_id: extensionId,
    version_name: build.facts.versionName,
    version_code: build.facts.versionCode,
    file_size: build.upload.size,
    sha256: build.upload.sha256,
    storage_key: build.upload.storage_key,
    min_sdk: build.facts.minSdk ?? DEFAULT_MIN_SDK,
    permissions: JSON.stringify(build.facts.permissions),
    release_notes: cleanNotes(notes ?? ''),
    uploaded_at: new Date().toISOString(),
    build_tool: build.facts.buildTool,
    block_reference: JSON.stringify(build.facts.blockReference),
  };
  return {
    ...row,
    ...signatureColumns(signer, { ...row, package_name: build.facts.packageName }),
  };
}

/** An icon must be one this server re-encoded and still holds (unchanged icons pass). */
async function assertIcon(db: Kysely<Database>, icon: string, current?: string) {
  if (icon === '' || icon === current) return;
  const key = iconStorageKey(icon);
  if (!key || !(await uploadHoldsBlob(db, key))) {
    throw badRequest('must be an image uploaded here', 'icon');
  }
}

export const PAYOUT_ACCOUNT_NEEDED =
  'Link a payout account in My store before you sell: paid listings need one.';

/**
 * A paid, published listing needs the seller's payout account (Route transfers go
 * there). Checked when a listing becomes paid or becomes published, so an older
 * listing stays editable while its maker links the account.
 */
async function assertPayoutAccount(
  deps: PublishingDeps,
  sellerId: string,
  becomes: { paid: boolean; published: boolean },
): Promise<void> {
  if (!becomes.paid || !becomes.published) return;
  if (!(await linkedAccountOf(deps.db, sellerId))) {
    throw badRequest(PAYOUT_ACCOUNT_NEEDED, 'type');
  }
}

type Editable = Partial<Omit<CreateExtensionBody, 'aixUploadId' | 'releaseNotes'>>;

/** Columns and child lists of the fields present in `input`. */
/** `published`: whether the listing is public after this write. */
async function columnsOf(deps: PublishingDeps, input: Editable, published: boolean) {
  const patch: ExtensionUpdate = {};
  const children: ExtensionChildren = {};
  if (input.name !== undefined) patch.name = input.name.trim();
  if (input.description !== undefined) patch.description = input.description.trim();
  if (input.slug !== undefined) patch.slug = input.slug;
  if (input.icon !== undefined) patch.icon = input.icon;
  if (input.category !== undefined) patch.category = input.category;
  if (input.sourceURL !== undefined) patch.source_url = cleanSourceUrl(input.sourceURL);
  if (input.devNotes !== undefined) patch.dev_notes = cleanNotes(input.devNotes);
  if (input.published !== undefined) patch.published = input.published ? 1 : 0;
  // Republishing answers a moderator's message; it stays in the moderation record.
  if (input.published === true) patch.moderation_message = null;
  if (input.type !== undefined) {
    Object.assign(patch, priceColumns(input.type, await usdPerInr(deps.db)));
  }
  if (input.documentation !== undefined) {
    Object.assign(patch, documentationColumns(input.documentation, published));
  }
  if (input.tags !== undefined) children.tags = cleanTags(input.tags);
  if (input.platforms !== undefined) children.platforms = [...new Set(input.platforms)];
  return { patch, children };
}

/** A version's stored permission list (JSON written by versionRow). */
export function permissionList(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list)
      ? list.filter((item): item is string => typeof item === 'string')
      : [];
  } catch {
    return [];
  }
}

function duplicateVersion(message: string): AppError {
  return new AppError(409, 11000, message, 'aixVersions');
}

/** A published listing names at least one builder it works with (issue 12). */
function assertWorksWith(published: boolean, platforms: readonly string[]): void {
  if (published && platforms.length === 0)
    throw badRequest(MESSAGES.worksWith, 'platforms');
}

export async function createExtension(
  deps: PublishingDeps,
  user: UserRow,
  body: CreateExtensionBody,
): Promise<EditorExtension> {
  await assertMayPublish(deps, user);
  const build = await buildOf(deps.db, user, body.aixUploadId);
  assertExtensionForm({
    aixVersions: build ? [build.upload.id] : [],
    name: body.name,
    description: body.description,
    slug: body.slug,
    icon: body.icon,
    packageName: build?.facts.packageName ?? '',
    author: user.id,
  });
  // Already reported by the form rules; narrows `build` for what follows.
  if (!build) throw badRequest(MESSAGES.required, 'aixVersions');
  await assertIcon(deps.db, body.icon);
  assertWorksWith(body.published, body.platforms);
  await assertPayoutAccount(deps, user.id, {
    paid: !body.type.isFree,
    published: body.published,
  });
  if (await extensionIdByPackage(deps.db, build.facts.packageName)) {
    throw duplicateKey('packageName');
  }
  const { patch, children } = await columnsOf(deps, body, body.published);
  const id = randomUUID();
  const now = new Date().toISOString();
  await deps.catalogue.write(async trx => {
    await insertExtension(trx, {
      extension: {
        ...patch,
        id,
        slug: body.slug,
        author_id: user.id,
        name: body.name.trim(),
        description: body.description.trim(),
        icon: body.icon,
        package_name: build.facts.packageName,
        min_sdk_version: build.facts.minSdk ?? DEFAULT_MIN_SDK,
        category: body.category,
        is_free: patch.is_free ?? 1,
        price_minor: patch.price_minor ?? 0,
        price_sort: patch.price_sort ?? 0,
        source_url: patch.source_url ?? '',
        dev_notes: patch.dev_notes ?? '',
        documentation_html: patch.documentation_html ?? '',
        documentation_toc: patch.documentation_toc ?? 0,
        documentation_blocks: patch.documentation_blocks ?? '{"time":0,"blocks":[]}',
        source: '',
        created_at: now,
        updated_at: now,
      },
      ...children,
      permissions: build.facts.permissions,
      versions: [versionRow(deps.signer, id, build, body.releaseNotes)],
    });
    await deleteUpload(trx, build.upload.id);
  });
  return editorExtension(deps.db, id);
}

export async function updateExtensionFor(
  deps: PublishingDeps,
  user: UserRow,
  body: UpdateExtensionBody,
): Promise<EditorExtension> {
  const owner = await ownedExtension(deps.db, user, body.extensionId);
  await assertMayPublish(deps, user);
  const current = await editorExtension(deps.db, body.extensionId);
  const build = await buildOf(deps.db, user, body.aixUploadId);
  if (build && build.facts.packageName !== owner.package_name) {
    throw badRequest(
      `This build is the package ${build.facts.packageName}; this extension is ${owner.package_name}.`,
      'aixVersions',
    );
  }
  if (build) {
    const clash = current.aixVersions.find(
      version =>
        version.versionName === build.facts.versionName ||
        version.sha256 === build.upload.sha256,
    );
    if (clash) {
      throw duplicateVersion(
        clash.sha256 === build.upload.sha256
          ? `This build is already version ${clash.versionName}`
          : `Version ${clash.versionName} already exists`,
      );
    }
  }
  assertExtensionForm({
    aixVersions: current.aixVersions.length > 0 || build ? ['ok'] : [],
    name: body.name ?? current.name,
    description: body.description ?? current.description,
    slug: body.slug ?? current.slug,
    icon: body.icon ?? current.icon,
    packageName: current.packageName,
    author: owner.author_id,
  });
  if (body.icon !== undefined) await assertIcon(deps.db, body.icon, current.icon);
  if (body.published === true || (body.platforms !== undefined && current.published)) {
    assertWorksWith(
      body.published ?? current.published,
      body.platforms ?? current.platforms,
    );
  }
  if (body.type !== undefined || body.published !== undefined) {
    const paid = !(body.type ?? current.type).isFree;
    const published = body.published ?? current.published;
    const changes =
      (body.type !== undefined && !body.type.isFree && current.type.isFree) ||
      (body.published === true && !current.published);
    if (changes) await assertPayoutAccount(deps, owner.author_id, { paid, published });
  }
  const published = body.published ?? current.published;
  // Publishing without new docs still drops the template's empty headings.
  const documentation =
    body.documentation ??
    (body.published === true && !current.published
      ? { toc: current.documentation.toc, blocks: current.documentation.blocks }
      : undefined);
  const { patch, children } = await columnsOf(
    deps,
    { ...body, ...(documentation ? { documentation } : {}) },
    published,
  );
  patch.updated_at = new Date().toISOString();
  const nowPaid = body.type !== undefined && !body.type.isFree && current.type.isFree;
  let notices = 0;
  await deps.catalogue.write(async trx => {
    // Free-era orders keep what was published while free; later versions need a purchase.
    if (nowPaid) await endFreeEra(trx, body.extensionId, patch.updated_at ?? '');
    if (build) {
      const version = versionRow(deps.signer, body.extensionId, build, body.releaseNotes);
      await insertVersions(trx, [version]);
      // Owners hear of a new version of a public listing, in this same transaction.
      if (published) {
        notices = await recordUpdateNotices(trx, {
          extensionId: body.extensionId,
          authorId: owner.author_id,
          versionId: version.id,
          versionName: version.version_name,
        });
      }
      await deleteUpload(trx, build.upload.id);
      const newest = (await versionsOf(trx, body.extensionId))[0];
      if (newest) {
        patch.min_sdk_version = Number(newest.min_sdk);
        children.permissions = permissionList(newest.permissions);
      }
    }
    await updateExtension(trx, body.extensionId, patch, children);
  });
  if (notices > 0) deps.noticeOutbox?.kick();
  return editorExtension(deps.db, body.extensionId);
}
