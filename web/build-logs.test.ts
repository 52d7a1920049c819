import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { quietHarmlessLogs } from './build-logs';

const treeSitter = '/repo/node_modules/web-tree-sitter/tree-sitter.js';

/** The logs exactly as Vite 8 hands them to `onLog` in our web build. */
const LOGS = {
  eval: { code: 'EVAL', id: treeSitter, message: '[EVAL] Use of direct `eval`…' },
  externalizedFs: {
    plugin: 'rolldown:vite-resolve',
    message: `Module "fs" has been externalized for browser compatibility, imported by "${treeSitter}". See …`,
  },
  externalizedPath: {
    plugin: 'rolldown:vite-resolve',
    message: `Module "path" has been externalized for browser compatibility, imported by "${treeSitter}". See …`,
  },
} satisfies Record<string, Rolldown.RolldownLog>;

function passedOn(log: Rolldown.RolldownLog): boolean {
  let passed = false;
  quietHarmlessLogs('warn', log, () => (passed = true));
  return passed;
}

describe('web build logs', () => {
  it("drops web-tree-sitter's direct eval and its Node-only fs and path imports", () => {
    expect(passedOn(LOGS.eval)).toBe(false);
    expect(passedOn(LOGS.externalizedFs)).toBe(false);
    expect(passedOn(LOGS.externalizedPath)).toBe(false);
    expect(
      passedOn({ ...LOGS.eval, id: 'C:\\repo\\node_modules\\web-tree-sitter\\x.js' }),
    ).toBe(false);
  });

  it('passes on the same warnings from anywhere else, and every other log', () => {
    expect(passedOn({ ...LOGS.eval, id: '/repo/renderer/features/x.ts' })).toBe(true);
    expect(
      passedOn({ ...LOGS.eval, id: '/repo/node_modules/web-tree-sitter-x/a.js' }),
    ).toBe(true);
    expect(
      passedOn({
        ...LOGS.externalizedFs,
        message: LOGS.externalizedFs.message.replace('"fs"', '"crypto"'),
      }),
    ).toBe(true);
    expect(
      passedOn({
        ...LOGS.externalizedFs,
        message: LOGS.externalizedFs.message.replace(treeSitter, '/repo/shared/x.ts'),
      }),
    ).toBe(true);
    expect(passedOn({ code: 'CIRCULAR_DEPENDENCY', message: 'a -> b -> a' })).toBe(true);
    expect(passedOn({ code: 'EVAL', message: 'no id' })).toBe(true);
  });
});
