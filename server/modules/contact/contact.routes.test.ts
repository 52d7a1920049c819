import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, contactReference } from '#shared/api/contact';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { findContactMessage } from './contact.repository';

let ctx: TestApp;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

// Each test sends from its own address so the per-address limit never leaks between tests.
let nextAddress = 1;
const freshAddress = () => `10.0.0.${nextAddress++}`;

const validContact = {
  email: 'maker@example.com',
  name: 'Asha Rao',
  subject: 'Payout question',
  message: 'When do sellers receive their first payout?',
};

function post(url: string, payload: unknown, remoteAddress = freshAddress()) {
  return ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress,
    headers: { 'user-agent': `Vitest/${'x'.repeat(400)}` },
  });
}

describe('POST /api/contact-us', () => {
  it('stores a valid message, trimmed, and answers 201 with a receipt', async () => {
    const response = await post('/api/contact-us', {
      ...validContact,
      name: '  Asha Rao  ',
      kind: 'report-issue',
    });
    expect(response.statusCode).toBe(201);
    const receipt = response.json<{ id: string; kind: string; createdAt: string }>();
    expect(receipt.kind).toBe('report-issue');
    expect(contactReference(receipt.id)).toMatch(/^AIX-[0-9A-F]{8}$/);

    const row = await findContactMessage(ctx.app.db, receipt.id);
    expect(row).toMatchObject({
      kind: 'report-issue',
      email: 'maker@example.com',
      name: 'Asha Rao',
      subject: 'Payout question',
      message: validContact.message,
      rating: null,
      created_at: receipt.createdAt,
    });
    expect(row?.user_agent).toHaveLength(255);
    expect(row?.user_agent.startsWith('Vitest/')).toBe(true);
  });

  it('defaults the kind to contact', async () => {
    const response = await post('/api/contact-us', validContact);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ kind: 'contact' });
  });

  it.each([
    ['email', 'not-an-email', CONTACT_MESSAGES.email],
    ['email', `${'a'.repeat(250)}@example.com`, CONTACT_MESSAGES.email],
    ['name', '   ', CONTACT_MESSAGES.name],
    ['name', 'n'.repeat(61), CONTACT_MESSAGES.name],
    ['subject', 'Hi', CONTACT_MESSAGES.subject],
    ['subject', 's'.repeat(121), CONTACT_MESSAGES.subject],
    ['message', 'Too short', CONTACT_MESSAGES.message],
    ['message', 'm'.repeat(5001), CONTACT_MESSAGES.message],
  ])(
    'rejects a bad %s (%#) with 400 and a clear message',
    async (field, value, message) => {
      const response = await post('/api/contact-us', { ...validContact, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message, field } });
    },
  );

  it.each(['email', 'name', 'subject', 'message'])(
    'rejects a missing %s with 400',
    async field => {
      const body: Record<string, string> = { ...validContact };
      delete body[field];
      const response = await post('/api/contact-us', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: { code: 'BAD_REQUEST', message: `Missing field "${field}" in body` },
      });
    },
  );

  it('rejects an unknown field with 400', async () => {
    const response = await post('/api/contact-us', { ...validContact, role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'BAD_REQUEST', message: 'Unknown field "role" in body' },
    });
  });

  it('rejects an unknown kind, a non-object body and broken JSON with 400', async () => {
    const badKind = await post('/api/contact-us', { ...validContact, kind: 'feedback' });
    expect(badKind.statusCode).toBe(400);
    const notObject = await post('/api/contact-us', ['hello']);
    expect(notObject.statusCode).toBe(400);
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact-us',
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });

  it('answers the sixth message in a minute from one address with 429', async () => {
    const address = freshAddress();
    for (let i = 0; i < 5; i += 1) {
      const ok = await post('/api/contact-us', validContact, address);
      expect(ok.statusCode).toBe(201);
    }
    const limited = await post('/api/contact-us', validContact, address);
    expect(limited.statusCode).toBe(429);
    const body = limited.json<{ error: { code: string; message: string } }>();
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.message).toMatch(
      /^You have sent 5 messages in the last minute\. Please wait \d+ s and try again\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await post('/api/contact-us', validContact)).statusCode).toBe(201);
  });
});

describe('POST /api/feedback', () => {
  it('stores anonymous feedback with its rating', async () => {
    const response = await post('/api/feedback', {
      rating: 4,
      message: '  Love the dark theme, please add more filters.  ',
    });
    expect(response.statusCode).toBe(201);
    const receipt = response.json<{ id: string; kind: string }>();
    expect(receipt.kind).toBe('feedback');
    const row = await findContactMessage(ctx.app.db, receipt.id);
    expect(row).toMatchObject({
      kind: 'feedback',
      email: null,
      rating: 4,
      subject: 'Feedback: 4 of 5',
      message: 'Love the dark theme, please add more filters.',
    });
  });

  it('keeps the email when one is given, and treats a blank one as none', async () => {
    const withEmail = await post('/api/feedback', {
      rating: 5,
      email: 'fan@example.com',
      message: 'Publishing took me two minutes.',
    });
    expect(withEmail.statusCode).toBe(201);
    const stored = await findContactMessage(
      ctx.app.db,
      withEmail.json<{ id: string }>().id,
    );
    expect(stored?.email).toBe('fan@example.com');

    const blank = await post('/api/feedback', {
      rating: 3,
      email: '  ',
      message: 'Search could be faster.',
    });
    expect(blank.statusCode).toBe(201);
    const anonymous = await findContactMessage(
      ctx.app.db,
      blank.json<{ id: string }>().id,
    );
    expect(anonymous?.email).toBeNull();
  });

  it.each([
    ['rating', 0, CONTACT_MESSAGES.rating],
    ['rating', 6, CONTACT_MESSAGES.rating],
    ['email', 'nope@', CONTACT_MESSAGES.email],
    ['message', 'meh', CONTACT_MESSAGES.message],
  ])('rejects a bad %s (%#) with 400', async (field, value, message) => {
    const response = await post('/api/feedback', {
      rating: 5,
      message: 'A perfectly fine message.',
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'BAD_REQUEST', message, field } });
  });

  it('rejects a fractional rating, an unknown field and a missing rating with 400', async () => {
    for (const body of [
      { rating: 2.5, message: 'A perfectly fine message.' },
      { rating: 5, message: 'A perfectly fine message.', name: 'Extra' },
      { message: 'A perfectly fine message.' },
    ]) {
      const response = await post('/api/feedback', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
    }
  });

  it('limits feedback to 5 a minute per address', async () => {
    const address = freshAddress();
    const body = { rating: 5, message: 'A perfectly fine message.' };
    for (let i = 0; i < 5; i += 1) {
      expect((await post('/api/feedback', body, address)).statusCode).toBe(201);
    }
    const limited = await post('/api/feedback', body, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
  });
});

describe('rate limit scale', () => {
  it('follows RATE_LIMIT_SCALE and names the scaled limit in the message', async () => {
    const scaled = await createTestApp({ RATE_LIMIT_SCALE: '0.4' });
    try {
      const send = () =>
        scaled.app.inject({
          method: 'POST',
          url: '/api/contact-us',
          payload: validContact,
          remoteAddress: '10.9.9.9',
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const limited = await send();
      expect(limited.statusCode).toBe(429);
      expect(limited.json<{ error: { message: string } }>().error.message).toMatch(
        /^You have sent 2 messages in the last minute\./,
      );
    } finally {
      await scaled.close();
    }
  });
});
