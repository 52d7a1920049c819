// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from './ToastContainer';
import { toast } from './toast-store';

afterEach(cleanup);

/** Queues a toast, then lets the toast's own module (loaded with the first one) arrive. */
async function show(message: string) {
  act(() => {
    void toast(message);
  });
  await act(async () => {
    await import('./Toast');
  });
}

describe('ToastContainer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows toasts and removes them after 4 seconds', async () => {
    render(<ToastContainer />);
    await show('Heads up');
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Heads up').closest('li')?.className).toContain(
      'toast--warning',
    );
    act(() => {
      vi.advanceTimersByTime(3999);
    });
    expect(screen.queryByText('Heads up')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Heads up')).toBeNull();
  });

  it('keeps a toast while hovered and closes it with its button', async () => {
    render(<ToastContainer />);
    await show('Stay');
    const item = screen.getByText('Stay').closest('li');
    if (!item) throw new Error('toast not rendered');
    fireEvent.mouseEnter(item);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.queryByText('Stay')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Stay')).toBeNull();
  });
});
