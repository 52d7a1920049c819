// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './SearchBox';

afterEach(cleanup);

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('submits typing after a pause, Enter at once, and follows outside changes', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchBox value="" onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Search extensions' });
    fireEvent.change(input, { target: { value: 'ma' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    fireEvent.change(input, { target: { value: 'maps' } });
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1);
    });
    expect(onSearch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onSearch).toHaveBeenCalledWith('maps', 'typing');

    rerender(<SearchBox value="maps" onSearch={onSearch} />);
    fireEvent.change(input, { target: { value: 'maps pro ' } });
    fireEvent.submit(input);
    expect(onSearch).toHaveBeenLastCalledWith('maps pro', 'submit');
    act(() => {
      vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2);
    });
    expect(onSearch).toHaveBeenCalledTimes(2);

    rerender(<SearchBox value="ads" onSearch={onSearch} />);
    expect((input as HTMLInputElement).value).toBe('ads');
  });

  it('clears with the × button', () => {
    const onSearch = vi.fn();
    render(<SearchBox value="maps" onSearch={onSearch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenCalledWith('', 'submit');
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
  });
});
