import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, BUILD } from './version';

describe('version', () => {
  it('matches package.json', () => {
    const pkg = JSON.parse(
      fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(APP_VERSION).toBe(pkg.version);
    expect(BUILD.version).toBe(pkg.version);
  });

  it('has a valid release day', () => {
    expect(new Date(`${BUILD.releasedOn}T00:00:00Z`).toISOString()).toBe(
      `${BUILD.releasedOn}T00:00:00.000Z`,
    );
  });
});
