import { describe, expect, it } from 'vitest';
import type { ComponentReference } from './block-reference';
import { diffBlocks } from './block-diff';

const component = (
  events: string[],
  methods: string[],
  properties: string[] = [],
): ComponentReference =>
  ({
    name: 'Toaster',
    events: events.map(name => ({ name })),
    methods: methods.map(name => ({ name })),
    properties: properties.map(name => ({ name })),
  }) as unknown as ComponentReference;

describe('block changes between builds', () => {
  it('lists blocks added and removed by Component.Name', () => {
    expect(
      diffBlocks(
        [component(['Shown'], ['Show'], ['Text'])],
        [component(['Shown', 'Dismissed'], ['ShowLong'], ['Text'])],
      ),
    ).toEqual({
      added: ['Toaster.Dismissed', 'Toaster.ShowLong'],
      removed: ['Toaster.Show'],
    });
    expect(diffBlocks(undefined, [component(['Shown'], [])])).toEqual({
      added: ['Toaster.Shown'],
      removed: [],
    });
  });
});
