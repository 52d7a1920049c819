// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiProvider } from '../api/ApiContext';
import { ApiError, type ApiClient } from '#shared/api/client/http';
import { SsrProvider } from '../ssr/ssr-context';
import { PlatformProvider } from '../platform/PlatformContext';
import { webPlatform } from '../platform/web';
import { useApiQuery } from './useApiQuery';

afterEach(cleanup);

interface Call {
  key: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: Error) => void;
}

function harness() {
  const calls: Call[] = [];
  const fetcherFor =
    (key: string) =>
    (_api: ApiClient, signal: AbortSignal): Promise<string> =>
      new Promise((resolve, reject) => calls.push({ key, signal, resolve, reject }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <PlatformProvider platform={webPlatform}>
      <ApiProvider profile={null}>{children}</ApiProvider>
    </PlatformProvider>
  );
  return { calls, fetcherFor, wrapper };
}

describe('useApiQuery', () => {
  it('loads, then holds the data for its key', async () => {
    const { calls, fetcherFor, wrapper } = harness();
    const { result } = renderHook(() => useApiQuery('a', fetcherFor('a')), { wrapper });
    expect(result.current).toMatchObject({ loading: true, data: undefined });
    await act(async () => calls[0]?.resolve('A'));
    expect(result.current).toMatchObject({ loading: false, data: 'A', error: undefined });
  });

  it('aborts the old request when the key changes and on unmount', async () => {
    const { calls, fetcherFor, wrapper } = harness();
    const { result, rerender, unmount } = renderHook(
      ({ key }) => useApiQuery(key, fetcherFor(key)),
      { wrapper, initialProps: { key: 'b1' } },
    );
    rerender({ key: 'b2' });
    expect(calls.map(call => [call.key, call.signal.aborted])).toEqual([
      ['b1', true],
      ['b2', false],
    ]);
    // A late answer for the old key never shows.
    await act(async () => calls[0]?.resolve('old'));
    expect(result.current.loading).toBe(true);
    unmount();
    expect(calls[1]?.signal.aborted).toBe(true);
  });

  it('reports errors and reload fetches again', async () => {
    const { calls, fetcherFor, wrapper } = harness();
    const { result } = renderHook(() => useApiQuery('c', fetcherFor('c')), { wrapper });
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(result.current.error?.message).toBe('offline');
    act(() => result.current.reload());
    expect(result.current.loading).toBe(true);
    await act(async () => calls[1]?.resolve('C'));
    expect(result.current.data).toBe('C');
  });

  it('answers a recently fetched key from memory without a request', async () => {
    const { calls, fetcherFor, wrapper } = harness();
    const first = renderHook(() => useApiQuery('d', fetcherFor('d')), { wrapper });
    await act(async () => calls[0]?.resolve('D'));
    first.unmount();
    // Same platform object, but a new ApiProvider means a new client: a separate memory.
    const second = renderHook(() => useApiQuery('d', fetcherFor('d')), { wrapper });
    expect(calls).toHaveLength(2);
    second.unmount();
  });

  it('starts from a refusal the server rendered, as the server did', async () => {
    const { calls, fetcherFor } = harness();
    const refusals = {
      e: { message: 'Extension not found', status: 404, code: 'NOT_FOUND' as const },
    };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SsrProvider value={{ refusals }}>
        <PlatformProvider platform={webPlatform}>
          <ApiProvider profile={null}>{children}</ApiProvider>
        </PlatformProvider>
      </SsrProvider>
    );
    const { result } = renderHook(() => useApiQuery('e', fetcherFor('e')), { wrapper });
    // No skeleton first: hydration must match the server's not-found screen.
    expect(result.current.loading).toBe(false);
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({
      status: 404,
      message: 'Extension not found',
    });
    // The browser still asks again; another key starts from nothing.
    expect(calls.map(call => call.key)).toEqual(['e']);
    const other = renderHook(() => useApiQuery('f', fetcherFor('f')), { wrapper });
    expect(other.result.current.loading).toBe(true);
  });
});
