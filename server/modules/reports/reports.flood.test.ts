/**
 * A flood of reports from one email (issue 17 #8): the per-address limit alone let
 * 40 reports with one email from 40 addresses through as 40 rows. Repeats collapse
 * into the one open report of that email on that extension, counted up to
 * REPORT_LIMITS.perEmailPerExtension; past that they are refused and change nothing.
 * On SQLite and PostgreSQL, including reports sent at once.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminReportsResponse, ReportReceipt } from '#shared/api/reports';
import { REPORT_LIMITS, REPORT_MESSAGES } from '#shared/api/reports';
import { ROUTES } from '#shared/api/routes';
import { createTestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';
import {
  form,
  post,
  testPng,
  uploadBuild,
  uploadIcon,
} from '../publishing/publishing-testing';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => ctx.close());
const author = await insertAccount(ctx);
const admin = await insertAccount(ctx, { role: 'admin' });

async function publish(slug: string, build: 'asyncdelay' | 'brightness') {
  const { aix } = await uploadBuild(ctx, author, build);
  const icon = await uploadIcon(ctx, author, await testPng());
  const response = await post(
    ctx,
    ROUTES.createExtension.url(),
    form(aix?.uploadId ?? '', icon, { slug, name: `Flooded ${build}`, published: true }),
    author,
  );
  if (response.statusCode >= 300) throw new Error(`create ${slug}: ${response.body}`);
  return response.json<{ extension: { extensionId: string } }>().extension.extensionId;
}

let address = 1;
const report = (slug: string, email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: ROUTES.reportExtension.url(),
    payload: { email, reportNumber: 1, slug, details: 'It sends my contacts away.' },
    // A fresh address each time: the per-address limit is not what is tested.
    remoteAddress: `10.7.${Math.floor(address / 250)}.${(address++ % 250) + 1}`,
  });

const rowsOf = (extensionId: string) =>
  ctx.app.db
    .selectFrom('extension_reports')
    .select(['id', 'status', 'report_count', 'email'])
    .where('extension_id', '=', extensionId)
    .execute();

describe(`a flood of reports from one email on ${ctx.database.dialect}`, () => {
  it('collapses into one open report with a count, and refuses past the cap', async () => {
    const extensionId = await publish('flooded-one', 'asyncdelay');
    const answers = [];
    for (let i = 0; i < 40; i += 1) {
      // The same reporter, however they spell the address.
      answers.push(
        await report('flooded-one', i % 2 ? 'Flood@Example.com' : 'flood@example.com'),
      );
    }
    const cap = REPORT_LIMITS.perEmailPerExtension;
    expect(answers.slice(0, cap).map(answer => answer.statusCode)).toEqual(
      Array<number>(cap).fill(201),
    );
    const ids = new Set(answers.slice(0, cap).map(a => a.json<ReportReceipt>().id));
    expect(ids.size).toBe(1);
    for (const refused of answers.slice(cap)) {
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        error: { message: REPORT_MESSAGES.alreadyReported },
      });
    }
    expect(await rowsOf(extensionId)).toEqual([
      expect.objectContaining({
        status: 'open',
        report_count: cap,
        email: 'flood@example.com',
      }),
    ]);
    // Another reporter is a report of their own.
    expect((await report('flooded-one', 'someone@example.com')).statusCode).toBe(201);
    expect(await rowsOf(extensionId)).toHaveLength(2);

    // The moderators see the count in Reports.
    const queue = (
      await ctx.app.inject({
        url: `${ROUTES.reports.url()}?status=open`,
        headers: sessionHeaders(admin),
      })
    ).json<AdminReportsResponse>();
    const listed = queue.reports.find(item => item.id === [...ids][0]);
    expect(listed).toMatchObject({ count: cap, email: 'flood@example.com' });
    expect(Date.parse(listed?.lastReportedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(listed?.createdAt ?? ''),
    );

    // Once resolved, the same reporter may report again: a new open report.
    const resolved = await post(
      ctx,
      ROUTES.resolveReport.url({ id: [...ids][0] ?? '' }),
      {},
      admin,
    );
    expect(resolved.statusCode).toBe(200);
    const fresh = await report('flooded-one', 'flood@example.com');
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json<ReportReceipt>().id).not.toBe([...ids][0]);
  });

  it('collapses reports sent at once too', async () => {
    const extensionId = await publish('flooded-two', 'brightness');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => report('flooded-two', 'burst@example.com')),
    );
    const codes = answers.map(answer => answer.statusCode).sort();
    const cap = REPORT_LIMITS.perEmailPerExtension;
    expect(codes).toEqual([
      ...Array<number>(cap).fill(201),
      ...Array<number>(12 - cap).fill(429),
    ]);
    expect(await rowsOf(extensionId)).toEqual([
      expect.objectContaining({ status: 'open', report_count: cap }),
    ]);
  });
});
