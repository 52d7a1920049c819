import { describe, expect, it } from 'vitest';
import { CATEGORIES, categoryLabel } from './constants';

describe('categoryLabel', () => {
  it('writes every category one way, UI in capitals, and leaves unknown values alone', () => {
    expect(CATEGORIES.map(categoryLabel)).toEqual([
      'UI',
      'Database',
      'Networking',
      'Advertisement',
      'Tools',
      'Animation',
      'Sensor',
      'Service',
      'Experiment',
    ]);
    expect(categoryLabel('toString')).toBe('toString');
    expect(categoryLabel('Other')).toBe('Other');
  });
});
