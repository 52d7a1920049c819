// @vitest-environment happy-dom
// eslint-disable-next-line no-restricted-imports -- test only: a real loopback server plays the backend
import http from 'node:http';
// eslint-disable-next-line no-restricted-imports -- test only, see above
import type { AddressInfo } from 'node:net';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '#shared/api/account';
import { ApiProvider } from '../../api/ApiContext';
import { PlatformProvider } from '../../platform/PlatformContext';
import type { StoredProfile } from '../../platform/types';
import { createStore, StateProvider } from '../../state/jotai';
import { authAtom, authFlowAtom } from './auth-atoms';
import { useAuthStartup } from './useAuthStartup';
import { createMemoryPlatform } from '../../platform/memory';

const user = (emailVerified: boolean): CurrentUser => ({
  id: 'u1',
  email: 'a@b.co',
  name: 'Asha',
  username: 'asha',
  avatar: '',
  role: 'user',
  profile: { website: '', location: '' },
  emailVerified,
  createdAt: '2026-11-22T00:00:00.000Z',
});

// A real HTTP backend: the token decides the answer, as our server's would.
const seen: { authorization?: string; userId?: string }[] = [];
const server = http.createServer((request, response) => {
  // happy-dom's XMLHttpRequest applies CORS like a browser.
  response.setHeader('access-control-allow-origin', '*');
  response.setHeader('access-control-allow-headers', 'authorization, x-user-id');
  if (request.method === 'OPTIONS') {
    response.writeHead(204).end();
    return;
  }
  seen.push({
    authorization: request.headers.authorization,
    userId: request.headers['x-user-id'] as string | undefined,
  });
  const token = request.headers.authorization?.replace('Bearer ', '');
  const answers: Record<string, [number, unknown]> = {
    good: [200, { user: user(true) }],
    unverified: [200, { user: user(false) }],
  };
  const [status, body] = answers[token ?? ''] ?? [
    401,
    { error: { code: 'UNAUTHORIZED', message: 'Sign in to continue' } },
  ];
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>(resolve => server.close(() => resolve())));

function setup(loadProfile: () => Promise<StoredProfile | null>) {
  const saveProfile = vi.fn((_profile: StoredProfile | null) => Promise.resolve());
  const platform = createMemoryPlatform({
    functionsBaseUrl: baseUrl,
    appBaseUrl: baseUrl,
    loadProfile,
    saveProfile,
  });
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProvider platform={platform}>
      <StateProvider store={store}>
        <ApiProvider profile={null}>{children}</ApiProvider>
      </StateProvider>
    </PlatformProvider>
  );
  renderHook(() => useAuthStartup(), { wrapper });
  return { store, saveProfile };
}

const profile = (token: string): StoredProfile => ({ email: 'a@b.co', id: 'u1', token });

describe('useAuthStartup (spec §4 start-up)', () => {
  it('stays loading until the stored profile is read; none means signed out', async () => {
    let finish!: (profile: StoredProfile | null) => void;
    const { store } = setup(() => new Promise(resolve => (finish = resolve)));
    expect(store.get(authAtom)).toEqual({ status: 'loading' });
    await act(async () => finish(null));
    expect(store.get(authAtom)).toEqual({ status: 'signedOut' });
  });

  it('signs in from the stored session alone when the backend knows a verified user', async () => {
    seen.length = 0;
    const { store } = setup(() => Promise.resolve(profile('good')));
    await waitFor(() => expect(store.get(authAtom).status).toBe('signedIn'));
    expect(store.get(authAtom)).toEqual({
      status: 'signedIn',
      profile: profile('good'),
      user: user(true),
    });
    expect(seen).toContainEqual({ authorization: 'Bearer good', userId: 'u1' });
  });

  it.each([
    ['an expired session', 'expired'],
    ['an unverified email', 'unverified'],
  ])('logs "Authentication expired" and signs out on %s', async (_case, token) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { store, saveProfile } = setup(() => Promise.resolve(profile(token)));
    await waitFor(() => expect(store.get(authAtom).status).toBe('signedOut'));
    expect(log).toHaveBeenCalledWith('Authentication expired');
    expect(saveProfile).toHaveBeenCalledWith(null);
    expect(store.get(authFlowAtom)).toEqual({ status: 'idle' });
    log.mockRestore();
  });
});
