/**
 * Reports and moderation over the real routes, on SQLite and PostgreSQL: anyone
 * reports a published extension, admins see the queue, resolve a report or
 * unpublish the extension with a message its author reads in My Extensions.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type {
  AdminReportResponse,
  AdminReportsResponse,
  ReportReceipt,
} from '#shared/api/reports';
import { REPORT_LIMITS, REPORT_MESSAGES } from '#shared/api/reports';
import type { MyExtensionsResponse } from '#shared/api/publishing';
import { ROUTES } from '#shared/api/routes';
import { createTestApp } from '../../testing/test-app';
import { insertAccount, sessionHeaders } from '../auth/auth-testing';
import {
  form,
  post,
  testPng,
  uploadBuild,
  uploadIcon,
  type Account,
} from '../publishing/publishing-testing';

const ctx = await createTestApp({ RATE_LIMIT_SCALE: '100' });
afterAll(() => ctx.close());

const author = await insertAccount(ctx);
const admin = await insertAccount(ctx, { role: 'admin' });
const reader = await insertAccount(ctx);

const builds = ['asyncdelay', 'brightness', 'clickx'] as const;
let published = 0;

/** Publishes a fresh extension of the author (each from its own sample build). */
async function publish(slug: string): Promise<string> {
  const name = builds[published++];
  if (!name) throw new Error('out of sample builds');
  const { aix } = await uploadBuild(ctx, author, name);
  const icon = await uploadIcon(ctx, author, await testPng());
  const response = await post(
    ctx,
    ROUTES.createExtension.url(),
    form(aix?.uploadId ?? '', icon, {
      slug,
      name: `Reported ${['One', 'Two', 'Three'][published - 1] ?? 'More'}`,
      published: true,
    }),
    author,
  );
  if (response.statusCode >= 300) throw new Error(`create ${slug}: ${response.body}`);
  return response.json<{ extension: { extensionId: string } }>().extension.extensionId;
}

const report = (body: object, account?: Account, ip = '10.0.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: ROUTES.reportExtension.url(),
    headers: account ? sessionHeaders(account) : {},
    payload: body,
    remoteAddress: ip,
  });

const good = (slug: string) => ({
  email: 'reader@example.com',
  reportNumber: 1,
  slug,
  details: 'It sends my contacts to an unknown server.',
});

const queue = async (query = '') =>
  (
    await ctx.app.inject({
      url: `${ROUTES.reports.url()}${query}`,
      headers: sessionHeaders(admin),
    })
  ).json<AdminReportsResponse>();

const myExtensions = async () =>
  (await post(ctx, ROUTES.myExtensions.url(), {}, author)).json<MyExtensionsResponse>();

describe(`reports on ${ctx.database.dialect}`, () => {
  it('takes a report from a visitor and from a signed-in reader, trimmed', async () => {
    await publish('reported-one');
    const anonymous = await report({
      ...good('reported-one'),
      details: '  Crashes on start every time.  ',
    });
    expect(anonymous.statusCode).toBe(201);
    const signedIn = await report(
      { ...good('reported-one'), email: 'member@example.com', reportNumber: 3 },
      reader,
    );
    expect(signedIn.statusCode).toBe(201);
    const rows = await ctx.app.db
      .selectFrom('extension_reports')
      .selectAll()
      .where('id', 'in', [
        anonymous.json<ReportReceipt>().id,
        signedIn.json<ReportReceipt>().id,
      ])
      .orderBy('report_number')
      .execute();
    expect(
      rows.map(row => [row.report_number, row.details, row.reporter_id, row.status]),
    ).toEqual([
      [1, 'Crashes on start every time.', null, 'open'],
      [3, 'It sends my contacts to an unknown server.', reader.id, 'open'],
    ]);
  });

  it.each([
    [{ reportNumber: 0 }, 'reportNumber', REPORT_MESSAGES.reportNumber],
    [{ reportNumber: 6 }, 'reportNumber', REPORT_MESSAGES.reportNumber],
    [{ email: 'not-an-email' }, 'email', REPORT_MESSAGES.email],
    [{ details: 'bad' }, 'details', REPORT_MESSAGES.details],
    [
      { details: 'x'.repeat(REPORT_LIMITS.details.max + 1) },
      'details',
      REPORT_MESSAGES.details,
    ],
  ])('refuses %j with a field message', async (change, field, message) => {
    const response = await report(
      { ...good('reported-one'), ...change },
      undefined,
      '10.0.0.2',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message, field } });
  });

  it('refuses unknown and unpublished extensions, odd shapes and extra fields', async () => {
    expect(
      (await report(good('no-such-extension'), undefined, '10.0.0.3')).statusCode,
    ).toBe(404);
    expect(
      (await report({ ...good('x'), extra: 1 }, undefined, '10.0.0.3')).statusCode,
    ).toBe(400);
    expect(
      (await report({ ...good('x'), reportNumber: 'one' }, undefined, '10.0.0.3'))
        .statusCode,
    ).toBe(400);
    expect(
      (await report({ ...good('x'), slug: { $ne: '' } }, undefined, '10.0.0.3'))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await report(
          { ...good('x'), details: 'a\u0000b'.repeat(5) },
          undefined,
          '10.0.0.3',
        )
      ).statusCode,
    ).toBe(400);
  });

  it('limits reports per address and says when to try again', async () => {
    const scaled = REPORT_LIMITS.perHour * 100;
    const answers = [];
    for (let i = 0; i <= scaled; i += 1) {
      answers.push(
        (await report(good('no-such-extension'), undefined, '10.9.9.9')).statusCode,
      );
    }
    expect(answers.slice(0, scaled).every(code => code === 404)).toBe(true);
    const limited = await report(good('reported-one'), undefined, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ error: { message: string } }>().error.message).toMatch(
      /You have sent 5 reports in the last hour\. Try again in \d+ minutes\./,
    );
    // Another address is not affected.
    expect((await report(good('reported-one'), undefined, '10.9.9.8')).statusCode).toBe(
      201,
    );
  });
});

describe(`moderation on ${ctx.database.dialect}`, () => {
  it('is for admins only', async () => {
    for (const account of [undefined, reader]) {
      const response = await ctx.app.inject({
        url: ROUTES.reports.url(),
        headers: account ? sessionHeaders(account) : {},
      });
      expect(response.statusCode).toBe(account ? 403 : 401);
    }
  });

  it('lists open reports with the extension, reason and details; resolves one, recording who and when', async () => {
    await publish('reported-two');
    const id = (
      await report({ ...good('reported-two'), reportNumber: 2 }, undefined, '10.1.0.1')
    ).json<ReportReceipt>().id;
    const open = await queue('?status=open');
    const listed = open.reports.find(item => item.id === id);
    expect(listed).toMatchObject({
      status: 'open',
      reportNumber: 2,
      reason: 'Broken or not as described',
      details: good('x').details,
      email: 'reader@example.com',
      extension: { slug: 'reported-two', published: true },
      resolution: null,
    });
    expect(open.open).toBeGreaterThanOrEqual(1);

    const before = Date.now();
    const resolved = await post(
      ctx,
      ROUTES.resolveReport.url({ id }),
      { note: 'Works for me on 1.2' },
      admin,
    );
    expect(resolved.statusCode).toBe(200);
    const { report: done } = resolved.json<AdminReportResponse>();
    expect(done.status).toBe('resolved');
    expect(done.resolution).toMatchObject({
      action: 'resolved',
      by: admin.user.email,
      note: 'Works for me on 1.2',
    });
    expect(Date.parse(done.resolution?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(done.extension.published).toBe(true);
    expect((await queue('?status=resolved')).reports.map(item => item.id)).toContain(id);
    expect((await queue('?status=open')).reports.map(item => item.id)).not.toContain(id);

    const again = await post(ctx, ROUTES.resolveReport.url({ id }), {}, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json<{ error: { message: string } }>().error.message).toBe(
      REPORT_MESSAGES.alreadyResolved,
    );
    expect(
      (await post(ctx, ROUTES.resolveReport.url({ id: 'nope' }), {}, admin)).statusCode,
    ).toBe(404);
    expect(
      (await post(ctx, ROUTES.resolveReport.url({ id }), {}, reader)).statusCode,
    ).toBe(403);
  });

  it('unpublishes with a message the author reads, closing every open report of it; republishing clears it', async () => {
    const extensionId = await publish('reported-three');
    const first = (
      await report(good('reported-three'), undefined, '10.2.0.1')
    ).json<ReportReceipt>().id;
    const second = (
      await report(
        { ...good('reported-three'), email: 'second@example.com', reportNumber: 4 },
        undefined,
        '10.2.0.2',
      )
    ).json<ReportReceipt>().id;

    const tooShort = await post(
      ctx,
      ROUTES.unpublishReported.url({ id: first }),
      { message: 'no' },
      admin,
    );
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: REPORT_MESSAGES.message, field: 'message' },
    });

    const message = 'It uploads contacts without asking. Remove that and publish again.';
    const unpublished = await post(
      ctx,
      ROUTES.unpublishReported.url({ id: first }),
      { message },
      admin,
    );
    expect(unpublished.statusCode).toBe(200);
    expect(unpublished.json<AdminReportResponse>().report).toMatchObject({
      status: 'resolved',
      extension: { published: false },
      resolution: { action: 'unpublished', by: admin.user.email, note: message },
    });
    const resolvedIds = (await queue('?status=resolved')).reports.map(item => item.id);
    expect(resolvedIds).toEqual(expect.arrayContaining([first, second]));

    // Gone from the public catalogue, and no more reports about it.
    const page = await ctx.app.inject({
      url: ROUTES.extension.url({ slugOrId: 'reported-three' }),
    });
    expect(page.statusCode).toBe(404);
    expect((await report(good('reported-three'), undefined, '10.2.0.3')).statusCode).toBe(
      404,
    );

    const mine = (await myExtensions()).extensions.find(
      item => item.extensionId === extensionId,
    );
    expect(mine).toMatchObject({ status: 'draft', moderationMessage: message });

    const actions = await ctx.app.db
      .selectFrom('moderation_actions')
      .selectAll()
      .where('extension_id', '=', extensionId)
      .execute();
    expect(actions).toHaveLength(1);
    expect(actions[0]).toMatchObject({
      admin_id: admin.id,
      action: 'unpublished',
      note: message,
    });

    const republished = await post(
      ctx,
      ROUTES.updateExtension.url(),
      { extensionId, published: true },
      author,
    );
    expect(republished.statusCode).toBe(200);
    const after = (await myExtensions()).extensions.find(
      item => item.extensionId === extensionId,
    );
    expect(after).toMatchObject({ status: 'published', moderationMessage: null });
  });
});
