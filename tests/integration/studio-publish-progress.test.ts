/**
 * The studio's publish progress through a real server: main tracks the upload
 * of each build by handle (studio/publish-progress.ts) and the window asks for
 * it while the publish runs; fractions come from the real upload, only rise,
 * end at 1, and the handle stops answering once the publish is over.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSampleAix } from '#shared/aix/sample-aix';
import { insertAccount } from '#server/modules/auth/auth-testing';
import { createToken } from '#server/modules/tokens/tokens.service';
import { createListeningDemoApp } from '#server/testing/test-app';
import { tokenClient } from '../../studio/client';
import { OpenedFiles } from '../../studio/local-build';
import { publishBuild } from '../../studio/publish';
import { PublishProgress } from '../../studio/publish-progress';

const ctx = await createListeningDemoApp({ RATE_LIMIT_SCALE: '100' });
const dir = await mkdtemp(path.join(os.tmpdir(), 'aix-publish-progress-'));
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

describe(`publish progress (${ctx.database.dialect})`, () => {
  it('reports the real upload from 0 to 1 while the publish runs, then nothing', async () => {
    const maker = await insertAccount(ctx);
    const token = (await createToken(ctx.app.db, maker.user, { name: 'progress' })).value;
    const file = path.join(dir, 'progress.aix');
    await writeFile(
      file,
      buildSampleAix({
        packageName: `com.example.progress${Date.now().toString(36)}`,
        component: 'ProgressWidget',
        version: 1,
        versionName: '1.0',
      }),
    );
    const opened = new OpenedFiles();
    const build = await opened.open(file);
    const progress = new PublishProgress();
    const reported: number[] = [];
    const asked: (number | null)[] = [];

    const published = progress.track(build.handle, onProgress =>
      publishBuild(tokenClient(ctx.base, token), opened.pathOf(build.handle), {
        create: true,
        onProgress: fraction => {
          onProgress(fraction);
          reported.push(fraction);
          asked.push(progress.of(build.handle));
        },
      }),
    );
    // What the window sees right after asking to publish: the upload has begun at 0.
    expect(progress.of(build.handle)).toBe(0);
    const result = await published;

    expect(result.created).toBe(true);
    expect(reported.length).toBeGreaterThan(0);
    expect(reported.at(-1)).toBe(1);
    expect(asked.at(-1)).toBe(1);
    for (let i = 1; i < asked.length; i += 1) {
      expect(asked[i] ?? 0).toBeGreaterThanOrEqual(asked[i - 1] ?? 0);
    }
    expect(progress.of(build.handle)).toBeNull();
  });

  it('stops answering after a refused publish too', async () => {
    const progress = new PublishProgress();
    await expect(
      progress.track('aixf_refused', async onProgress => {
        onProgress(0.5);
        expect(progress.of('aixf_refused')).toBe(0.5);
        onProgress(0.25);
        expect(progress.of('aixf_refused')).toBe(0.5);
        onProgress(7);
        expect(progress.of('aixf_refused')).toBe(1);
        throw new Error('Version code 1 is not higher than 1.');
      }),
    ).rejects.toThrow('not higher');
    expect(progress.of('aixf_refused')).toBeNull();
  });
});
