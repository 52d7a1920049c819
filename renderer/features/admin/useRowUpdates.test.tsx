// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#shared/api/client/http';
import { getToasts } from '../../components/toast-store';
import { useRowUpdates } from './useRowUpdates';

describe('useRowUpdates', () => {
  it('shows the new value at once and keeps it when the server agrees', async () => {
    const { result } = renderHook(() => useRowUpdates<boolean>());
    let finish!: () => void;
    let done!: Promise<void>;
    act(() => {
      done = result.current.apply(
        'a@b.co',
        false,
        true,
        () => new Promise<void>(resolve => (finish = resolve)),
        'a@b.co may now publish',
      );
    });
    expect(result.current.values['a@b.co']).toBe(false);
    expect(result.current.pending['a@b.co']).toBe(true);
    await act(async () => {
      finish();
      await done;
    });
    expect(result.current.values['a@b.co']).toBe(false);
    expect(result.current.pending['a@b.co']).toBe(false);
    expect(getToasts().at(-1)).toMatchObject({
      message: 'a@b.co may now publish',
      theme: 'success',
    });
  });

  it('puts the old value back and says why when the server refuses', async () => {
    const { result } = renderHook(() => useRowUpdates<string>());
    await act(() =>
      result.current.apply(
        'me@b.co',
        'user',
        'admin',
        () =>
          Promise.reject(
            new ApiError('You cannot remove your own admin role', 403, 'FORBIDDEN'),
          ),
        'never shown',
      ),
    );
    expect(result.current.values['me@b.co']).toBe('admin');
    expect(getToasts().at(-1)).toMatchObject({
      message: 'You cannot remove your own admin role',
      theme: 'danger',
    });
  });
});
