/**
 * The studio's local-build services under Node with real files: opening an .aix
 * gives a handle and the editor's prefill facts (corpus files checked against
 * MANIFEST.tsv where ../shared is present), hostile files are refused, and the
 * build-folder watcher reports new and changed builds once they stop growing.
 */
import { readFileSync } from 'node:fs';
import { appendFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSampleAix } from '#shared/aix/sample-aix';
import { OpenedFiles } from '../../studio/local-build';
import { watchBuildFolders, type SeenFile } from '../../studio/watch';
import { BuildWatch } from '../../studio/build-watch';
import { reference, titled } from '../support/reference';

const dir = await mkdtemp(path.join(os.tmpdir(), 'aix-studio-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const corpus = reference('corpus/aix');

const sample = (version: number) =>
  buildSampleAix({
    packageName: 'com.example.studio',
    component: 'StudioThing',
    version,
    versionName: `1.${version}`,
    permissions: ['INTERNET', 'CAMERA'],
    minSdk: 21,
  });

const waitFor = async (check: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise(resolve => setTimeout(resolve, 20));
  }
};

describe('opening a local .aix in the studio', () => {
  it('answers a handle and the editor’s prefill facts, never the path', async () => {
    const file = path.join(dir, 'thing.aix');
    await writeFile(file, sample(3));
    const opened = new OpenedFiles();
    const build = await opened.open(file);
    expect(build.handle).toMatch(/^aixf_[A-Za-z0-9_-]{16}$/);
    expect(JSON.stringify(build)).not.toContain(dir);
    expect(build).toMatchObject({ fileName: 'thing.aix' });
    expect(build.facts).toMatchObject({
      packageName: 'com.example.studio',
      versionCode: 3,
      versionName: '1.3',
      permissions: ['INTERNET', 'CAMERA'],
      minSdk: 21,
      componentCount: 1,
    });
    expect(build.facts.blockReference[0]?.name).toBe('StudioThing');
    expect(opened.pathOf(build.handle)).toBe(file);
    expect(() => opened.pathOf('aixf_made_up_by_the_renderer')).toThrow(
      'no longer open in the studio',
    );
  });

  it('opens a dropped file from its bytes under a folder of its own', async () => {
    const opened = new OpenedFiles();
    const build = await opened.openBytes('../../Dropped Thing.aix', sample(9), dir);
    const file = opened.pathOf(build.handle);
    expect(path.dirname(path.dirname(file))).toBe(dir);
    expect(path.basename(file)).toBe('Dropped_Thing.aix');
    expect(build.facts.versionCode).toBe(9);
  });

  it('refuses a file that is not an extension', async () => {
    const file = path.join(dir, 'broken.aix');
    await writeFile(file, 'not a zip');
    await expect(new OpenedFiles().open(file)).rejects.toThrow();
  });

  it.skipIf(!corpus.present)(
    titled('prefills corpus files as MANIFEST.tsv describes them', corpus),
    async () => {
      const rows = readFileSync(path.join(corpus.path, 'MANIFEST.tsv'), 'utf8')
        .trim()
        .split('\n')
        .slice(1)
        .map(line => line.split('\t'))
        .filter(cells => cells[7] && !/broken|corrupt/i.test(cells[12] ?? ''))
        .slice(0, 12);
      const opened = new OpenedFiles();
      for (const cells of rows) {
        const file = path.join(corpus.path, `${cells[0] ?? ''}`);
        const build = await opened.open(file).catch(() => null);
        if (!build) continue;
        expect(build.facts.packageName).toBe(cells[7]);
        expect(build.facts.componentCount).toBe(Number(cells[8]));
      }
    },
  );
});

describe('watching a build folder', () => {
  it('reports a new build once it stops growing, and a changed one again', async () => {
    const folder = path.join(dir, 'out');
    await mkdir(folder);
    await writeFile(path.join(folder, 'old.aix'), sample(1));
    const seen: SeenFile[] = [];
    const stop = await watchBuildFolders([folder, path.join(dir, 'not-yet')], {
      intervalMs: 300,
      onBuild: file => void seen.push(file),
    });
    try {
      const bytes = sample(2);
      const fresh = path.join(folder, 'fresh.aix');
      await writeFile(fresh, bytes.subarray(0, 100));
      // Still growing well inside one look's interval: only the whole file counts.
      await new Promise(resolve => setTimeout(resolve, 40));
      await appendFile(fresh, bytes.subarray(100));
      await waitFor(() => seen.length > 0);
      expect(seen).toEqual([
        expect.objectContaining({ file: fresh, size: bytes.length }),
      ]);

      // A build into a folder that did not exist when watching started.
      await mkdir(path.join(dir, 'not-yet'));
      await writeFile(path.join(dir, 'not-yet', 'late.aix'), sample(4));
      await waitFor(() => seen.length > 1);
      expect(seen[1]?.file).toBe(path.join(dir, 'not-yet', 'late.aix'));

      await writeFile(fresh, sample(5));
      await waitFor(() => seen.length > 2);
      expect(seen[2]).toMatchObject({ file: fresh, size: sample(5).length });
      await new Promise(resolve => setTimeout(resolve, 700));
      expect(seen).toHaveLength(3);
      expect(seen.map(item => item.file)).not.toContain(path.join(folder, 'old.aix'));
    } finally {
      stop();
    }
  });
});

describe('the studio’s watched folders', () => {
  it('keeps its folders for the next start and reports builds behind handles', async () => {
    const saved: string[] = [];
    const store = {
      load: () => [...saved],
      save: (next: string[]) => void saved.splice(0, saved.length, ...next),
    };
    const folder = path.join(dir, 'watched');
    await mkdir(folder);
    const opened = new OpenedFiles();
    const first = new BuildWatch(opened, store, 80);
    expect(await first.add(folder)).toEqual([folder]);
    expect(await first.add(folder)).toEqual([folder]);
    first.stop();

    // A restart: a new service over the same store watches the same folder.
    const again = new BuildWatch(opened, store, 80);
    await again.start();
    try {
      expect(again.folders()).toEqual([folder]);
      await writeFile(path.join(folder, 'next.aix'), sample(7));
      await waitFor(() => again.newBuilds().length > 0);
      const [build] = again.newBuilds();
      expect(build?.facts.versionCode).toBe(7);
      expect(opened.pathOf(build?.handle ?? '')).toBe(path.join(folder, 'next.aix'));
      again.dismiss(build?.handle ?? '');
      expect(again.newBuilds()).toEqual([]);
      expect(await again.remove(folder)).toEqual([]);
    } finally {
      again.stop();
    }
  });
});
