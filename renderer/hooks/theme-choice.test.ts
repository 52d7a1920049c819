import { describe, expect, it } from 'vitest';
import { startingTheme } from './theme-choice';

describe('startingTheme', () => {
  it('keeps a stored choice without asking the system', () => {
    const asked: string[] = [];
    const system = () => {
      asked.push('system');
      return true;
    };
    expect(startingTheme('light', system)).toBe('light');
    expect(startingTheme('dark', () => false)).toBe('dark');
    expect(asked).toEqual([]);
  });

  it('follows the system when nothing valid is stored', () => {
    expect(startingTheme(null, () => true)).toBe('dark');
    expect(startingTheme('purple', () => false)).toBe('light');
  });

  it('is light where there is no window (the server render)', () => {
    expect(startingTheme(undefined)).toBe('light');
  });
});
