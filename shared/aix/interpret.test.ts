import { describe, expect, it } from 'vitest';
import { AixError } from './errors';
import { interpretAix, type AixArchiveContents } from './interpret';
import { wantedEntries } from './paths';

const utf8 = (text: string) => new TextEncoder().encode(text);

/** Archive contents from a name → text map, the way the Node side would hand them over. */
function contents(files: Record<string, string>): AixArchiveContents {
  const names = Object.keys(files);
  const { texts } = wantedEntries(names);
  return {
    files: names.map(name => ({ name, size: files[name]?.length ?? 0 })),
    entryCount: names.length,
    texts: new Map([...texts].map(name => [name, utf8(files[name] ?? '')])),
    jars: new Map(),
  };
}

const component = (type: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify([{ type, name: type.split('.').pop(), ...extra }]);

function codeOf(run: () => unknown): string | null {
  try {
    run();
  } catch (error) {
    return error instanceof AixError ? error.code : 'not an AixError';
  }
  return null;
}

describe('interpretAix', () => {
  it('takes the highest build-info min SDK over the descriptor one', () => {
    const metadata = interpretAix(
      contents({
        'p.q/components.json': component('p.q.A', { androidMinSdk: 7 }),
        'p.q/files/component_build_infos.json': JSON.stringify([
          {
            type: 'p.q.A',
            androidMinSdk: ['16', 21],
            permissions: ['android.permission.INTERNET', ''],
          },
        ]),
      }),
    );
    expect(metadata.minSdk).toBe(21);
    expect(metadata.components[0]?.androidMinSdk).toBe(7);
    expect(metadata.permissions).toEqual(['android.permission.INTERNET']);
  });

  it('falls back to the descriptor min SDK, and to null', () => {
    const withSdk = interpretAix(
      contents({ 'p/components.json': component('p.A', { androidMinSdk: '14' }) }),
    );
    expect(withSdk.minSdk).toBe(14);
    const without = interpretAix(contents({ 'p/components.json': component('p.A') }));
    expect(without.minSdk).toBeNull();
    expect(without.buildTool.name).toBe('unknown');
    expect(without.warnings.join(' ')).toMatch(/no files\/component_build_infos\.json/);
  });

  it('resolves the Rush 1.2.0 aiwebres/https:// icon to the URL it meant', () => {
    const metadata = interpretAix(
      contents({
        'p/components.json': component('p.A', {
          iconName: 'aiwebres/https://x.io/i.png',
        }),
      }),
    );
    expect(metadata.components[0]?.icon).toEqual({
      kind: 'url',
      url: 'https://x.io/i.png',
    });
  });

  it('matches build-info entries by type across components of a pack', () => {
    const metadata = interpretAix(
      contents({
        'p/components.json': JSON.stringify([{ type: 'p.A' }, { type: 'p.B' }]),
        'p/files/component_build_infos.json': JSON.stringify([
          { type: 'p.B', permissions: ['android.permission.CAMERA'], compiledBy: 'FAST' },
          { type: 'p.A', permissions: [], author: 'Sumit' },
        ]),
      }),
    );
    expect(metadata.components.map(c => [c.name, c.permissions, c.author])).toEqual([
      ['A', [], 'Sumit'],
      ['B', ['android.permission.CAMERA'], null],
    ]);
    expect(metadata.buildTool).toMatchObject({
      name: 'FAST',
      version: null,
      label: 'FAST',
    });
  });

  it('refuses archives without a usable descriptor', () => {
    expect(codeOf(() => interpretAix(contents({})))).toBe('NO_DESCRIPTOR');
    expect(
      codeOf(() => interpretAix(contents({ 'p/component.json': '"garbage"' }))),
    ).toBe('DESCRIPTOR_INVALID');
    expect(
      codeOf(() =>
        interpretAix(contents({ 'p/components.json': '[]', 'p/component.json': '' })),
      ),
    ).toBe('DESCRIPTOR_EMPTY');
  });

  it('bounds components and blocks', () => {
    const many = JSON.stringify(
      Array.from({ length: 3 }, (_, i) => ({ type: `p.C${i}` })),
    );
    expect(
      codeOf(() =>
        interpretAix(contents({ 'p/components.json': many }), { maxComponents: 2 }),
      ),
    ).toBe('DESCRIPTOR_INVALID');
    const methods = Array.from({ length: 4 }, (_, i) => ({ name: `M${i}` }));
    const big = component('p.A', { methods });
    expect(
      codeOf(() =>
        interpretAix(contents({ 'p/components.json': big }), {
          maxBlocksPerComponent: 3,
        }),
      ),
    ).toBe('DESCRIPTOR_INVALID');
  });

  it('keeps types lenient: numbers as strings, "false" as false, junk lists as empty', () => {
    const metadata = interpretAix(
      contents({
        'p/components.json': component('p.A', {
          version: 4,
          nonVisible: 'false',
          events: 'nope',
          methods: [{ name: 'M', params: [{ name: 'x' }], deprecated: 'true' }, 7],
        }),
      }),
    );
    expect(metadata.components[0]).toMatchObject({
      version: '4',
      nonVisible: false,
      events: [],
      methods: [
        {
          name: 'M',
          deprecated: true,
          params: [{ name: 'x', type: 'any', helper: null }],
        },
      ],
    });
  });
});
