import { describe, expect, it } from 'vitest';
import { EMPTY_MARKS, shownLikes, withMember, type Marks } from './marks-atoms';

const marks = (over: Partial<Marks>): Marks => ({ ...EMPTY_MARKS, owner: 'u1', ...over });

describe('like counts on cards', () => {
  it('moves the listed count by a toggle still in flight', () => {
    expect(shownLikes(marks({ likes: new Set(['a']) }), 'a', 4)).toBe(5);
    expect(
      shownLikes(marks({ likes: new Set(), loadedLikes: new Set(['a']) }), 'a', 4),
    ).toBe(3);
    expect(
      shownLikes(marks({ likes: new Set(['a']), loadedLikes: new Set(['a']) }), 'a', 4),
    ).toBe(4);
    expect(shownLikes(marks({ loadedLikes: new Set(['a']) }), 'a', 0)).toBe(0);
  });

  it("prefers the server's answer to the last toggle", () => {
    const answered = marks({ likes: new Set(['a']), likeCounts: new Map([['a', 9]]) });
    expect(shownLikes(answered, 'a', 4)).toBe(9);
    expect(shownLikes(answered, 'b', 4)).toBe(4);
  });

  it('adds and removes set members without touching the original', () => {
    const base = new Set(['a']);
    expect([...withMember(base, 'b', true)]).toEqual(['a', 'b']);
    expect([...withMember(base, 'a', false)]).toEqual([]);
    expect([...base]).toEqual(['a']);
  });
});
