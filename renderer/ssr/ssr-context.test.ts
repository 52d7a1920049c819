import { describe, expect, it } from 'vitest';
import { ApiError } from '#shared/api/client/http';
import { createServerQueries } from './ssr-context';

describe('createServerQueries', () => {
  it('keeps a lasting 4xx as a refusal, and renders any other failure as loading', async () => {
    const queries = createServerQueries();
    const fail = (status: number) => () =>
      Promise.reject(new ApiError(`status ${status}`, status, 'NOT_FOUND'));
    expect(await queries.load('missing', fail(404))).toEqual({
      ok: false,
      refusal: { message: 'status 404', status: 404, code: 'NOT_FOUND' },
    });
    // A rate limit, a time-out or a server error may answer otherwise next time.
    expect(await queries.load('limited', fail(429))).toEqual({ ok: false });
    expect(await queries.load('slow', fail(408))).toEqual({ ok: false });
    expect(await queries.load('broken', fail(500))).toEqual({ ok: false });
    expect(await queries.load('offline', () => Promise.reject(new Error('x')))).toEqual({
      ok: false,
    });
    expect(Object.keys(queries.refusals())).toEqual(['missing']);
    expect(queries.answers()).toEqual({});
  });
});
