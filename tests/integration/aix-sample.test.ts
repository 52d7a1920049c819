/**
 * The sample builds our own zip writer makes (shared/aix/sample-aix.ts) are real
 * .aix files: the server's reader accepts them with the facts they were made from,
 * the icon decodes, and the same facts always give the same bytes.
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildSampleAix } from '#shared/aix/sample-aix';
import { solidPng } from '#shared/png/solid-png';
import { readAix } from '#server/aix/read-aix';
import { SAMPLE_BUILDS, sampleBuild } from '../fixtures/aix/builds';

describe('sample .aix builds', () => {
  it.each(Object.keys(SAMPLE_BUILDS) as (keyof typeof SAMPLE_BUILDS)[])(
    '%s reads back as what it was made from',
    async name => {
      const facts = SAMPLE_BUILDS[name];
      const meta = await readAix(sampleBuild(name));
      expect(meta.packageName).toBe(facts.packageName);
      expect(meta.components.map(c => [c.name, c.version, c.versionName])).toEqual([
        [facts.component, String(facts.version), facts.versionName],
      ]);
      const wanted = ('permissions' in facts ? facts.permissions : []).map(p =>
        p.includes('.') ? p : `android.permission.${p}`,
      );
      expect(meta.permissions).toEqual(wanted);
      expect(meta.minSdk).toBe('minSdk' in facts ? facts.minSdk : 7);
    },
  );

  it('is deterministic, and a different icon colour gives different bytes', () => {
    const digest = (bytes: Uint8Array) =>
      createHash('sha256').update(bytes).digest('hex');
    expect(digest(sampleBuild('webview-5'))).toBe(digest(sampleBuild('webview-5')));
    expect(digest(sampleBuild('webview-5'))).not.toBe(
      digest(sampleBuild('webview-copy')),
    );
    const made = buildSampleAix({ ...SAMPLE_BUILDS.asyncdelay, builtAt: new Date(0) });
    expect(digest(made)).toBe(
      digest(buildSampleAix({ ...SAMPLE_BUILDS.asyncdelay, builtAt: new Date(0) })),
    );
  });

  it('draws icons any PNG decoder reads, even past one stored block', async () => {
    for (const size of [1, 16, 256]) {
      const png = Buffer.from(solidPng(size, [10, 200, 30]));
      const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height, info.channels]).toEqual([size, size, 3]);
      expect([...data.subarray(0, 3)]).toEqual([10, 200, 30]);
      expect([...data.subarray(-3)]).toEqual([10, 200, 30]);
    }
  });
});
