import { describe, expect, it } from 'vitest';
import { wrappedFocusIndex } from './focus-trap';

describe('wrappedFocusIndex', () => {
  it('wraps Tab from the last item to the first, and Shift+Tab from the first to the last', () => {
    expect(wrappedFocusIndex(2, 1, false)).toBe(0);
    expect(wrappedFocusIndex(2, 0, true)).toBe(1);
    expect(wrappedFocusIndex(1, 0, false)).toBe(0);
    expect(wrappedFocusIndex(1, 0, true)).toBe(0);
  });

  it('leaves moves between inner items to the browser', () => {
    expect(wrappedFocusIndex(3, 0, false)).toBeNull();
    expect(wrappedFocusIndex(3, 1, false)).toBeNull();
    expect(wrappedFocusIndex(3, 2, true)).toBeNull();
  });

  it('pulls focus that is outside back in at the matching end', () => {
    expect(wrappedFocusIndex(3, -1, false)).toBe(0);
    expect(wrappedFocusIndex(3, -1, true)).toBe(2);
  });

  it('has nowhere to go without focusable items', () => {
    expect(wrappedFocusIndex(0, -1, false)).toBeNull();
  });
});
