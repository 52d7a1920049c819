/**
 * Reviews (issue 21 §1): who may write, reply, vote and report, and the moderators'
 * hide/unhide. Every change that moves a rating (write, edit, delete, hide) runs in
 * the catalogue's one write transaction with the aggregate recount, so cards, the
 * rating sort and the builder filter follow at once and the listing caches drop.
 */
import { randomUUID } from 'node:crypto';
import { firstError } from '#shared/domain/contact';
import { PLATFORMS, type Platform } from '#shared/constants';
import {
  normalizeReview,
  REVIEW_FIELD_ORDER,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  validateReply,
  validateReview,
  type AdminReviewReportsResponse,
  type CreateReviewBody,
  type Review,
  type ReviewInput,
  type ReviewReportStatus,
  type ReviewsQuery,
  type ReviewsResponse,
} from '#shared/api/reviews';
import type { UserRow } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError, badRequest, forbidden, notFound } from '../../errors';
import type { Catalogue } from '../extensions/catalogue';
import { paidOrderFor } from '../commerce/orders.repository';
import {
  builderReports,
  claimedBuilders,
  closeReports,
  deleteReview,
  distribution,
  extensionFor,
  findReview,
  insertReport,
  insertReview,
  listReports,
  refreshAggregates,
  reviewBy,
  setVote,
  updateReview,
  visibleReviews,
  type ReviewRow,
} from './reviews.repository';

const asBuilder = (value: string): Platform =>
  (PLATFORMS as readonly string[]).includes(value) ? (value as Platform) : 'appinventor';

export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    extensionId: row.extension_id,
    rating: Number(row.rating),
    body: row.body,
    builder: asBuilder(row.builder),
    builderVersion: row.builder_version,
    works: Number(row.works) === 1,
    author: { username: row.username, name: row.user_name },
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    helpful: Number(row.helpful_count),
    votedHelpful: Boolean(row.voted),
    hidden: Number(row.hidden) === 1,
    reply:
      row.reply_body !== null && row.reply_created_at && row.reply_updated_at
        ? {
            body: row.reply_body,
            createdAt: row.reply_created_at,
            updatedAt: row.reply_updated_at,
          }
        : null,
  };
}

async function publishedExtension(db: Executor, slugOrId: string) {
  const extension = await extensionFor(db, slugOrId);
  if (!extension || Number(extension.published) !== 1) {
    throw notFound(REVIEW_MESSAGES.extensionNotFound);
  }
  return extension;
}

function checked(input: ReviewInput): ReviewInput {
  const problem = firstError(validateReview(input), REVIEW_FIELD_ORDER);
  if (problem) throw badRequest(problem.message, problem.field);
  return normalizeReview(input);
}

export async function reviewsPage(
  db: Executor,
  slugOrId: string,
  query: ReviewsQuery,
  viewer: UserRow | null,
): Promise<ReviewsResponse> {
  const extension = await publishedExtension(db, slugOrId);
  const page = {
    sort: query.sort ?? 'helpful',
    skip: query.skip ?? 0,
    limit: query.limit ?? REVIEW_LIMITS.pageSize,
  };
  const [rows, stars, builders, claimed, mine, owned] = await Promise.all([
    visibleReviews(db, extension.id, page, viewer?.id ?? null),
    distribution(db, extension.id),
    builderReports(db, extension.id),
    claimedBuilders(db, extension.id),
    viewer ? reviewBy(db, extension.id, viewer.id) : undefined,
    viewer ? paidOrderFor(db, viewer.id, extension.id) : undefined,
  ]);
  const count = stars.reduce((total, n) => total + n, 0);
  const sum = stars.reduce((total, n, index) => total + n * (index + 1), 0);
  const reported = new Map(builders.map(row => [row.builder, row]));
  const isMaker = viewer?.id === extension.author_id;
  return {
    summary: {
      average: count === 0 ? null : Math.round((sum / count) * 100) / 100,
      count,
      distribution: stars,
      builders: PLATFORMS.filter(b => reported.has(b) || claimed.has(b)).map(builder => ({
        builder,
        works: Number(reported.get(builder)?.works ?? 0),
        fails: Number(reported.get(builder)?.fails ?? 0),
        claimed: claimed.has(builder),
      })),
    },
    reviews: rows.map(toReview),
    total: count,
    skip: page.skip,
    limit: page.limit,
    mine: mine ? toReview(mine) : null,
    canReview: Boolean(owned) && !isMaker,
    isMaker,
  };
}

export async function createReview(
  catalogue: Catalogue,
  user: UserRow,
  body: CreateReviewBody,
): Promise<Review> {
  const { extensionId, ...fields } = body;
  const extension = await publishedExtension(catalogue.db, extensionId);
  const value = checked(fields);
  if (extension.author_id === user.id) throw forbidden(REVIEW_MESSAGES.ownExtension);
  if (!(await paidOrderFor(catalogue.db, user.id, extension.id))) {
    throw forbidden(REVIEW_MESSAGES.notOwned);
  }
  const now = new Date().toISOString();
  const id = randomUUID();
  try {
    await catalogue.write(async trx => {
      await insertReview(trx, {
        id,
        extension_id: extension.id,
        user_id: user.id,
        rating: value.rating,
        body: value.body,
        builder: value.builder,
        builder_version: value.builderVersion,
        works: value.works ? 1 : 0,
        created_at: now,
        updated_at: now,
      });
      await refreshAggregates(trx, extension.id);
    });
  } catch (error) {
    if (await reviewBy(catalogue.db, extension.id, user.id)) {
      throw new AppError(409, 'CONFLICT', REVIEW_MESSAGES.alreadyReviewed);
    }
    throw error;
  }
  return found(catalogue.db, id, user.id);
}

async function found(db: Executor, id: string, viewerId: string | null) {
  const row = await findReview(db, id, viewerId);
  if (!row) throw notFound(REVIEW_MESSAGES.notFound);
  return toReview(row);
}

async function ownReview(db: Executor, user: UserRow, id: string) {
  const row = await findReview(db, id, user.id);
  if (!row) throw notFound(REVIEW_MESSAGES.notFound);
  if (row.user_id !== user.id) throw forbidden(REVIEW_MESSAGES.notYours);
  return row;
}

export async function editReview(
  catalogue: Catalogue,
  user: UserRow,
  id: string,
  input: ReviewInput,
): Promise<Review> {
  const value = checked(input);
  const row = await ownReview(catalogue.db, user, id);
  await catalogue.write(async trx => {
    await updateReview(trx, id, {
      rating: value.rating,
      body: value.body,
      builder: value.builder,
      builder_version: value.builderVersion,
      works: value.works ? 1 : 0,
      updated_at: new Date().toISOString(),
    });
    await refreshAggregates(trx, row.extension_id);
  });
  return found(catalogue.db, id, user.id);
}

export async function removeReview(catalogue: Catalogue, user: UserRow, id: string) {
  const row = await ownReview(catalogue.db, user, id);
  await catalogue.write(async trx => {
    await deleteReview(trx, id);
    await refreshAggregates(trx, row.extension_id);
  });
  return { deleted: true };
}

/** The maker's one reply: the first call writes it, later calls edit it. */
export async function replyToReview(
  catalogue: Catalogue,
  user: UserRow,
  id: string,
  text: string,
): Promise<Review> {
  const problem = validateReply(text);
  if (problem) throw badRequest(problem, 'body');
  const row = await findReview(catalogue.db, id, user.id);
  if (!row || Number(row.hidden) === 1) throw notFound(REVIEW_MESSAGES.notFound);
  const extension = await extensionFor(catalogue.db, row.extension_id);
  if (!extension || extension.author_id !== user.id) {
    throw forbidden(REVIEW_MESSAGES.notMaker);
  }
  const now = new Date().toISOString();
  await catalogue.db.transaction().execute(trx =>
    updateReview(trx, id, {
      reply_body: text.replace(/\r\n?/g, '\n').trim(),
      reply_created_at: row.reply_created_at ?? now,
      reply_updated_at: now,
    }),
  );
  return found(catalogue.db, id, user.id);
}

export async function voteHelpful(
  db: Catalogue['db'],
  user: UserRow,
  id: string,
  helpful: boolean,
): Promise<Review> {
  const row = await findReview(db, id, user.id);
  if (!row || Number(row.hidden) === 1) throw notFound(REVIEW_MESSAGES.notFound);
  if (row.user_id === user.id) throw forbidden(REVIEW_MESSAGES.ownReview);
  await db.transaction().execute(trx => setVote(trx, id, user.id, helpful));
  return found(db, id, user.id);
}

export async function reportReview(
  db: Executor,
  user: UserRow,
  id: string,
  details: string,
): Promise<{ id: string }> {
  const text = details.trim();
  if ([...text].length > REVIEW_LIMITS.reportDetails.max) {
    throw badRequest(REVIEW_MESSAGES.reportDetails, 'details');
  }
  const row = await findReview(db, id);
  if (!row || Number(row.hidden) === 1) throw notFound(REVIEW_MESSAGES.notFound);
  const reportId = await insertReport(db, {
    id: randomUUID(),
    review_id: id,
    reporter_id: user.id,
    details: text,
  });
  if (!reportId) throw new AppError(409, 'CONFLICT', REVIEW_MESSAGES.alreadyReported);
  return { id: reportId };
}

export async function reviewReportQueue(
  db: Executor,
  query: { status?: ReviewReportStatus; skip?: number; limit?: number },
): Promise<AdminReviewReportsResponse> {
  const { rows, total, open } = await listReports(db, {
    status: query.status,
    skip: query.skip ?? 0,
    limit: query.limit ?? 25,
  });
  const reports = await Promise.all(
    rows.map(async row => ({
      id: row.id,
      status: row.status === 'resolved' ? ('resolved' as const) : ('open' as const),
      details: row.details,
      reporter: row.reporter,
      createdAt: row.created_at,
      review: await found(db, row.review_id, null),
      extension: { slug: row.slug, name: row.name },
    })),
  );
  return { reports, total, open };
}

/** Hides (closing its open reports) or shows a review again; the aggregates follow. */
export async function setHidden(
  catalogue: Catalogue,
  admin: UserRow,
  id: string,
  hidden: boolean,
): Promise<Review> {
  const row = await findReview(catalogue.db, id);
  if (!row) throw notFound(REVIEW_MESSAGES.notFound);
  await catalogue.write(async trx => {
    await updateReview(trx, id, { hidden: hidden ? 1 : 0 });
    if (hidden) await closeReports(trx, id, admin.email);
    await refreshAggregates(trx, row.extension_id);
  });
  return found(catalogue.db, id, null);
}
