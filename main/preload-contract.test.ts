/**
 * The preload exposes `window.studio` and nothing else: exactly the bridge's named
 * methods, each invoking its own `studio:<domain>.<method>` channel. Electron cannot
 * run here, so `electron` is replaced by a recorder of what the preload asks of it.
 */
import { describe, expect, it, vi } from 'vitest';
import { ARGUMENT_SCHEMAS } from '#shared/ipc/schemas';

const exposed = new Map<string, unknown>();
const invoked: unknown[][] = [];
vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (name: string, api: unknown) => exposed.set(name, api),
  },
  ipcRenderer: {
    invoke: (...args: unknown[]) => {
      invoked.push(args);
      return Promise.resolve();
    },
  },
}));

await import('../preload/index');

describe('the preload bridge', () => {
  it('exposes only window.studio, with exactly the contract’s methods', () => {
    expect([...exposed.keys()]).toEqual(['studio']);
    const studio = exposed.get('studio') as Record<string, Record<string, unknown>>;
    const methods = Object.entries(studio).flatMap(([domain, group]) =>
      Object.keys(group).map(method => `${domain}.${method}`),
    );
    expect(methods.sort()).toEqual(Object.keys(ARGUMENT_SCHEMAS).sort());
  });

  it('sends each method on its own channel with its one argument', async () => {
    const studio = exposed.get('studio') as Record<
      string,
      Record<string, (argument?: unknown) => Promise<unknown>>
    >;
    for (const key of Object.keys(ARGUMENT_SCHEMAS)) {
      const [domain = '', method = ''] = key.split('.');
      invoked.length = 0;
      await studio[domain]?.[method]?.('probe');
      const [channel, ...rest] = invoked[0] ?? [];
      expect(channel).toBe(`studio:${key}`);
      // Methods without an argument send none, whatever the page passes.
      expect(rest.length).toBeLessThanOrEqual(1);
    }
  });
});
