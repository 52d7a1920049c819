/** Storage of extension reports and moderation actions; functions take the database first. */
import { sql, type Insertable } from 'kysely';
import type { ReportStatus } from '#shared/api/reports';
import type { ExtensionReportsTable, ModerationActionsTable } from '../../db/database';
import type { Executor } from '../../db/executor';

export async function publishedExtensionBySlug(db: Executor, slug: string) {
  return db
    .selectFrom('extensions')
    .select(['id'])
    .where('slug', '=', slug)
    .where('published', '=', 1)
    .executeTakeFirst();
}

/**
 * Files a report, or adds one to the count of the open report this email already
 * has on this extension (the partial unique index decides, so two at once cannot
 * both insert). Answers the open report's id, or undefined when that report has
 * reached `cap` and nothing changed.
 */
export async function recordReport(
  db: Executor,
  row: Insertable<ExtensionReportsTable> & { email_key: string },
  cap: number,
): Promise<string | undefined> {
  const answer = await db
    .insertInto('extension_reports')
    .values({ ...row, report_count: 1, last_reported_at: row.created_at })
    .onConflict(oc =>
      oc
        .columns(['extension_id', 'email_key'])
        .where(sql<boolean>`status = 'open'`)
        .doUpdateSet({
          report_count: sql<number>`extension_reports.report_count + 1`,
          last_reported_at: eb => eb.ref('excluded.created_at'),
        })
        .where('extension_reports.report_count', '<', cap),
    )
    .returning('id')
    .executeTakeFirst();
  return answer?.id;
}

export async function insertModerationAction(
  db: Executor,
  row: Insertable<ModerationActionsTable>,
): Promise<void> {
  await db.insertInto('moderation_actions').values(row).execute();
}

function reportQuery(db: Executor) {
  return db
    .selectFrom('extension_reports as r')
    .innerJoin('extensions as e', 'e.id', 'r.extension_id')
    .innerJoin('users as u', 'u.id', 'e.author_id')
    .leftJoin('moderation_actions as m', 'm.id', 'r.action_id');
}

const REPORT_COLUMNS = [
  'r.id',
  'r.status',
  'r.report_number',
  'r.details',
  'r.email',
  'r.created_at',
  'r.report_count',
  'r.last_reported_at',
  'e.id as extension_id',
  'e.slug',
  'e.name',
  'e.published',
  'u.username as author_username',
  'm.action',
  'm.admin_email',
  'm.created_at as action_at',
  'm.note',
] as const;

export async function listReports(
  db: Executor,
  query: { status?: ReportStatus; skip: number; limit: number },
) {
  const filtered = reportQuery(db).$if(query.status !== undefined, qb =>
    qb.where('r.status', '=', query.status ?? 'open'),
  );
  const [rows, total, open] = await Promise.all([
    filtered
      .select(REPORT_COLUMNS)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .offset(query.skip)
      .limit(query.limit)
      .execute(),
    filtered.select(eb => eb.fn.countAll<number | string>().as('n')).executeTakeFirst(),
    db
      .selectFrom('extension_reports')
      .select(eb => eb.fn.countAll<number | string>().as('n'))
      .where('status', '=', 'open')
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(total?.n ?? 0), open: Number(open?.n ?? 0) };
}

export async function findReport(db: Executor, id: string) {
  return reportQuery(db).select(REPORT_COLUMNS).where('r.id', '=', id).executeTakeFirst();
}

export type ReportRow = NonNullable<Awaited<ReturnType<typeof findReport>>>;

/** Closes open reports (one, or every open one of an extension) with an action. */
export async function closeReports(
  db: Executor,
  target: { reportId: string } | { extensionId: string },
  actionId: string,
): Promise<number> {
  const result = await db
    .updateTable('extension_reports')
    .set({ status: 'resolved', action_id: actionId })
    .where('status', '=', 'open')
    .$if('reportId' in target, qb =>
      qb.where('id', '=', 'reportId' in target ? target.reportId : ''),
    )
    .$if('extensionId' in target, qb =>
      qb.where('extension_id', '=', 'extensionId' in target ? target.extensionId : ''),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
