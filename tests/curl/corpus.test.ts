/**
 * The real-curl corpus test (curl-to-blocks.md §7). For every fixture of
 * ../shared/corpus/curl/commands and tests/fixtures/curl: the class must match
 * golden.json; converted fixtures are run with the machine's curl and through the
 * App Inventor interpreter, and the two raw requests must match except for what
 * the converter's warnings name.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { ConversionClass, WarningCode } from '#shared/curl/types';
import { requiredWaivers, waivesAnything } from './compare';
import { runBlocks } from './app-inventor';
import { checkFixture, DESCRIPTORS, goldenEntry, type GoldenEntry } from './harness';
import { curlVersion } from './run-curl';
import { reference, titled } from '../support/reference';

const here = fileURLToPath(new URL('.', import.meta.url));
const CORPUS = reference('corpus/curl/commands');
const SETS = {
  corpus: CORPUS.path,
  own: path.resolve(here, '../fixtures/curl'),
} as const;
const OBSERVED = reference('corpus/curl/observed-curl-7.88.1').path;
/** The curl the checked-in captures came from; another version is reported, not compared. */
const CAPTURED_WITH = '7.88.1';

const golden = JSON.parse(
  fs.readFileSync(path.join(here, 'golden.json'), 'utf8'),
) as Record<keyof typeof SETS, Record<string, GoldenEntry>>;

const version = curlVersion();
if (!version) {
  throw new Error(
    'This test needs the real curl at /usr/bin/curl (apt-get install -y curl).',
  );
}
if (version !== CAPTURED_WITH) {
  console.log(
    `curl ${version} is not ${CAPTURED_WITH}: live requests are still compared with the blocks, but not with the checked-in captures.`,
  );
}

const counts: Record<string, Record<ConversionClass, number>> = {};

afterAll(() => {
  for (const [set, c] of Object.entries(counts)) {
    console.log(
      `curl ${set}: ${c.exact} exact, ${c.approximated} approximated, ${c.rejected} rejected`,
    );
  }
});

for (const [set, dir] of Object.entries(SETS) as [keyof typeof SETS, string][]) {
  if (set === 'corpus' && !CORPUS.present) {
    describe.skip(titled('curl fixtures: corpus', CORPUS), () => {
      it('runs every corpus command', () => undefined);
    });
    continue;
  }
  const fixtures = fs
    .readdirSync(dir)
    .filter(f => f.endsWith('.sh'))
    .map(f => f.slice(0, -3))
    .sort();
  counts[set] = { exact: 0, approximated: 0, rejected: 0 };

  describe(`curl fixtures: ${set}`, () => {
    it('the golden table lists exactly these fixtures', () => {
      expect(Object.keys(golden[set]).sort()).toEqual(fixtures);
    });

    for (const name of fixtures) {
      it(name, async () => {
        const observed = path.join(OBSERVED, name);
        const report = await checkFixture(
          path.join(dir, `${name}.sh`),
          set === 'corpus' && fs.existsSync(observed) ? observed : undefined,
          version,
        );
        const tally = counts[set];
        if (tally) tally[report.entry.class] += 1;
        expect(report.entry).toEqual(golden[set][name]);
        if (report.entry.class === 'rejected') {
          expect(report.reason?.length ?? 0).toBeGreaterThan(10);
          return;
        }
        expect(report.curlRequests).toBeGreaterThan(0);
        expect(report.differences).toEqual([]);
        // A warning that waives a wire difference must have one to waive.
        const codes = (report.entry.codes ?? []) as WarningCode[];
        if (requiredWaivers(codes).length > 0) expect(report.unwaived).not.toEqual([]);
        if (!waivesAnything(codes)) expect(report.unwaived).toEqual([]);
        if (version === CAPTURED_WITH) expect(report.captureDrift).toEqual([]);
      });
    }
  });
}

/** How many fixtures of each set must reach Kodular's blocks, and how many PATCH refusals. */
const KODULAR_AT_LEAST = {
  corpus: { converted: 70, patch: 2 },
  own: { converted: 45, patch: 1 },
} as const;

describe('Kodular (Web component version 6)', () => {
  for (const [set, dir] of Object.entries(SETS) as [keyof typeof SETS, string][]) {
    const absent = set === 'corpus' && !CORPUS.present;
    it.skipIf(absent)(
      absent
        ? titled(`${set}: gets blocks its descriptor accepts`, CORPUS)
        : `${set}: gets blocks its descriptor accepts, and a reason for PATCH`,
      () => {
        let converted = 0;
        let patch = 0;
        for (const file of fs.readdirSync(dir).filter(f => f.endsWith('.sh'))) {
          const command = fs.readFileSync(path.join(dir, file), 'utf8');
          const { result } = goldenEntry(command, 'kodular');
          const mit = goldenEntry(command, 'mit').result;
          if (!mit.ok) continue;
          if (mit.request.method === 'PATCH') {
            expect(result.ok ? 'converted' : result.code, file).toBe('target');
            patch++;
            continue;
          }
          if (!result.ok) throw new Error(`${file}: ${result.reason}`);
          expect(runBlocks(result.xml, DESCRIPTORS.kodular).calls, file).toHaveLength(1);
          converted++;
        }
        expect(converted).toBeGreaterThanOrEqual(KODULAR_AT_LEAST[set].converted);
        expect(patch).toBeGreaterThanOrEqual(KODULAR_AT_LEAST[set].patch);
      },
    );
  }
});
