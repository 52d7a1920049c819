// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiProvider } from '../../api/ApiContext';
import { createMemoryPlatform } from '../../platform/memory';
import { PlatformProvider } from '../../platform/PlatformContext';
import { createStore, StateProvider } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import { MarkButtons } from './MarkButtons';

afterEach(cleanup);

const platform = createMemoryPlatform({
  // Nothing here may reach a server: an unreachable base makes any call fail loudly.
  functionsBaseUrl: 'http://127.0.0.1:9',
  appBaseUrl: 'http://127.0.0.1:9',
});

function renderMarks() {
  const store = createStore();
  store.set(authAtom, { status: 'loading' });
  render(
    <PlatformProvider platform={platform}>
      <StateProvider store={store}>
        <ApiProvider profile={null}>
          <MemoryRouter>
            <MarkButtons extensionId="e1" name="Lottie Player" likes={3} />
          </MemoryRouter>
        </ApiProvider>
      </StateProvider>
    </PlatformProvider>,
  );
  return store;
}

describe('MarkButtons', () => {
  it('holds a press made while the sign-in is checked, then asks a signed-out visitor to sign in', async () => {
    const store = renderMarks();
    fireEvent.click(screen.getByRole('button', { name: 'Like Lottie Player' }));
    // Not yet known to be signed out: nobody is asked to sign in.
    await act(async () => {
      await import('./SignInPrompt');
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => store.set(authAtom, { status: 'signedOut' }));
    expect(
      await screen.findByRole('dialog', { name: 'Sign in to like extensions' }),
    ).toBeTruthy();
  });

  it('asks at once when the visitor is known to be signed out', async () => {
    const store = renderMarks();
    act(() => store.set(authAtom, { status: 'signedOut' }));
    fireEvent.click(screen.getByRole('button', { name: 'Favourite Lottie Player' }));
    expect(
      await screen.findByRole('dialog', { name: 'Sign in to save extensions' }),
    ).toBeTruthy();
  });
});
