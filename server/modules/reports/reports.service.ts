/**
 * Reports from visitors and what moderators do about them. Unpublishing goes
 * through the catalogue's one write helper (the listing and its caches follow) and
 * records the action, closes the extension's open reports and leaves the author a
 * message, all in that one transaction, so no half-moderated state exists.
 */
import { randomUUID } from 'node:crypto';
import {
  normalizeReport,
  reasonLabel,
  REPORT_LIMITS,
  REPORT_MESSAGES,
  validateModerationMessage,
  validateReport,
  type AdminReport,
  type ModerationAction,
  type ReportBody,
  type ReportField,
  type ReportReceipt,
  type ReportStatus,
} from '#shared/api/reports';
import { firstError } from '#shared/domain/contact';
import type { UserRow } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError, badRequest, notFound } from '../../errors';
import type { Catalogue } from '../extensions/catalogue';
import { updateExtension } from '../extensions/extensions.repository';
import {
  closeReports,
  findReport,
  insertModerationAction,
  listReports,
  recordReport,
  publishedExtensionBySlug,
  type ReportRow,
} from './reports.repository';

const FIELD_ORDER: readonly ReportField[] = ['reportNumber', 'email', 'details'];

export async function submitReport(
  db: Executor,
  body: ReportBody,
  reporter: UserRow | null,
): Promise<ReportReceipt> {
  const problem = firstError(validateReport(body), FIELD_ORDER);
  if (problem) throw badRequest(problem.message, problem.field);
  const value = normalizeReport(body);
  const extension = await publishedExtensionBySlug(db, value.slug);
  if (!extension) throw notFound(REPORT_MESSAGES.notFound);
  // One open report per email and extension: repeats count on it, up to a cap.
  const id = await recordReport(
    db,
    {
      id: randomUUID(),
      extension_id: extension.id,
      email: value.email,
      email_key: value.email.toLowerCase(),
      reporter_id: reporter?.id ?? null,
      report_number: value.reportNumber,
      details: value.details,
      created_at: new Date().toISOString(),
    },
    REPORT_LIMITS.perEmailPerExtension,
  );
  if (!id) throw new AppError(429, 'RATE_LIMITED', REPORT_MESSAGES.alreadyReported);
  return { id };
}

export function toAdminReport(row: ReportRow): AdminReport {
  return {
    id: row.id,
    status: row.status === 'resolved' ? 'resolved' : 'open',
    reportNumber: row.report_number,
    reason: reasonLabel(row.report_number),
    details: row.details,
    email: row.email,
    createdAt: row.created_at,
    count: Number(row.report_count),
    lastReportedAt: row.last_reported_at ?? row.created_at,
    extension: {
      id: row.extension_id,
      slug: row.slug,
      name: row.name,
      published: Boolean(row.published),
      authorUsername: row.author_username,
    },
    resolution:
      row.action && row.admin_email && row.action_at
        ? {
            action: row.action === 'unpublished' ? 'unpublished' : 'resolved',
            by: row.admin_email,
            at: row.action_at,
            note: row.note ?? '',
          }
        : null,
  };
}

export async function reportQueue(
  db: Executor,
  query: { status?: ReportStatus; skip?: number; limit?: number },
) {
  const { rows, total, open } = await listReports(db, {
    status: query.status,
    skip: query.skip ?? 0,
    limit: query.limit ?? 25,
  });
  return { reports: rows.map(toAdminReport), total, open };
}

async function openReport(db: Executor, id: string): Promise<ReportRow> {
  const report = await findReport(db, id);
  if (!report) throw notFound('No report with this id');
  if (report.status !== 'open') {
    throw new AppError(409, 'CONFLICT', REPORT_MESSAGES.alreadyResolved);
  }
  return report;
}

function action(
  admin: UserRow,
  extensionId: string,
  kind: ModerationAction,
  note: string,
) {
  return {
    id: randomUUID(),
    extension_id: extensionId,
    admin_id: admin.id,
    admin_email: admin.email,
    action: kind,
    note,
    created_at: new Date().toISOString(),
  };
}

export async function resolveReport(
  catalogue: Catalogue,
  admin: UserRow,
  id: string,
  note = '',
): Promise<AdminReport> {
  const report = await openReport(catalogue.db, id);
  const row = action(admin, report.extension_id, 'resolved', note.trim());
  await catalogue.db.transaction().execute(async trx => {
    await insertModerationAction(trx, row);
    // Zero rows means another admin closed it meanwhile: theirs stands.
    if ((await closeReports(trx, { reportId: id }, row.id)) === 0) {
      throw new AppError(409, 'CONFLICT', REPORT_MESSAGES.alreadyResolved);
    }
  });
  return toAdminReport(await findReportOrFail(catalogue.db, id));
}

export async function unpublishReported(
  catalogue: Catalogue,
  admin: UserRow,
  id: string,
  message: string,
): Promise<AdminReport> {
  const problem = validateModerationMessage(message);
  if (problem) throw badRequest(problem, 'message');
  const report = await openReport(catalogue.db, id);
  const row = action(admin, report.extension_id, 'unpublished', message.trim());
  await catalogue.write(async trx => {
    await insertModerationAction(trx, row);
    if ((await closeReports(trx, { extensionId: report.extension_id }, row.id)) === 0) {
      throw new AppError(409, 'CONFLICT', REPORT_MESSAGES.alreadyResolved);
    }
    await updateExtension(trx, report.extension_id, {
      published: 0,
      moderation_message: message.trim(),
      updated_at: row.created_at,
    });
  });
  return toAdminReport(await findReportOrFail(catalogue.db, id));
}

async function findReportOrFail(db: Executor, id: string): Promise<ReportRow> {
  const report = await findReport(db, id);
  if (!report) throw notFound('No report with this id');
  return report;
}
