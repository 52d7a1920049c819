import { describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS } from '#shared/constants';
import { dismissToast, getToasts, subscribeToasts, toast } from './toast-store';

describe('toast()', () => {
  it('queues a warning toast for 4000 ms by default and settles on dismiss', async () => {
    const seen: number[] = [];
    const unsubscribe = subscribeToasts(items => seen.push(items.length));
    const closed = toast('Saved offline');
    const item = getToasts().at(-1);
    expect(item).toMatchObject({ message: 'Saved offline', theme: 'warning' });
    expect(item?.durationMs).toBe(TOAST_DURATION_MS);
    expect(TOAST_DURATION_MS).toBe(4000);
    dismissToast(item?.id ?? -1);
    await expect(closed).resolves.toBeUndefined();
    expect(getToasts()).not.toContain(item);
    expect(seen).toEqual([1, 0]);
    unsubscribe();
  });

  it('takes a theme and a duration', () => {
    void toast('Done', { theme: 'success', durationMs: 1000 });
    const item = getToasts().at(-1);
    expect(item).toMatchObject({ theme: 'success', durationMs: 1000 });
    dismissToast(item?.id ?? -1);
  });
});
