// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { PlatformProvider } from '../../platform/PlatformContext';
import type { Platform, StoredProfile } from '../../platform/types';
import { createStore, StateProvider } from '../../state/jotai';
import { authAtom } from './auth-atoms';
import { useAuthStartup } from './useAuthStartup';

describe('useAuthStartup', () => {
  it('stays loading until the stored profile is read, then signs out', async () => {
    let finish!: (profile: StoredProfile | null) => void;
    const platform = {
      loadProfile: () => new Promise<StoredProfile | null>(resolve => (finish = resolve)),
    } as Pick<Platform, 'loadProfile'> as Platform;
    const store = createStore();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <PlatformProvider platform={platform}>
        <StateProvider store={store}>{children}</StateProvider>
      </PlatformProvider>
    );
    renderHook(() => useAuthStartup(), { wrapper });
    expect(store.get(authAtom)).toEqual({ status: 'loading' });
    await act(async () => finish({ email: 'a@b.co', id: 'u1', token: 't' }));
    expect(store.get(authAtom)).toEqual({ status: 'signedOut' });
  });
});
