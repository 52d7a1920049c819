/**
 * Reads every file of the reference corpus (../shared/corpus/aix/, outside the
 * repo, never copied in) and checks it against MANIFEST.tsv: package folders,
 * component, permission and min SDK counts, and the build tool. The five broken
 * files must be refused with the expected code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AixError, type AixErrorCode } from '#shared/aix/index';
import { blockReference } from '#shared/aix/block-reference';
import { readAixFile } from '#server/aix/read-aix';
import { reference, titled } from '../support/reference';

const AIX_CORPUS = reference('corpus/aix/MANIFEST.tsv');
const corpus = path.dirname(AIX_CORPUS.path);
const hasCorpus = AIX_CORPUS.present;

/** The deliberately broken files (component_count 0 in the manifest) and why. */
const BROKEN: Record<string, AixErrorCode> = {
  'mit-cml__appinventor-extensions__Bad-Extension.aix': 'NOT_A_ZIP',
  'mit-cml__appinventor-extensions__package.Component.aix': 'NO_DESCRIPTOR',
  'mit-cml__appinventor-extensions__test.NoComponentDescriptor.aix': 'NO_DESCRIPTOR',
  'mit-cml__appinventor-extensions__test.EmptyComponentDescriptor.aix':
    'DESCRIPTOR_EMPTY',
  'mit-cml__appinventor-extensions__Corrupt-Extension.aix': 'DESCRIPTOR_INVALID',
};

type Row = Record<string, string>;

function readManifest(): Row[] {
  if (!hasCorpus) return [];
  const [header = '', ...lines] = readFileSync(path.join(corpus, 'MANIFEST.tsv'), 'utf8')
    .split('\n')
    .filter(line => line.trim() !== '');
  const columns = header.split('\t');
  return lines.map(line => {
    const cells = line.split('\t');
    return Object.fromEntries(columns.map((column, i) => [column, cells[i] ?? '']));
  });
}

/** The manifest's `build_tool_guess` in the reader's labels ("incomplete" builds have none). */
function expectedTool(guess: string): string | null {
  if (guess.startsWith('AI2 ant')) return 'App Inventor (ant extensions target)';
  if (guess === 'FAST (version not stated)') return 'FAST';
  if (guess.startsWith('Rush (early')) return 'Rush (early)';
  if (guess.startsWith('incomplete')) return null;
  return guess;
}

const rows = readManifest();
const tally = { parsed: 0, rejected: new Map<string, number>() };

describe.skipIf(!hasCorpus)(titled('the .aix corpus', AIX_CORPUS), () => {
  afterAll(() => {
    const rejected = [...tally.rejected].map(([code, n]) => `${code} ×${n}`).join(', ');
    console.log(
      `corpus: ${tally.parsed} parsed, ${rows.length - tally.parsed} rejected (${rejected})`,
    );
  });

  it('has a manifest row for every file and exactly the five known broken files', () => {
    const files = readdirSync(corpus)
      .filter(name => name.endsWith('.aix'))
      .sort();
    expect(rows.map(row => row.file).sort()).toEqual(files);
    const broken = rows.filter(row => row.component_count === '0').map(row => row.file);
    expect(broken.sort()).toEqual(Object.keys(BROKEN).sort());
  });

  for (const row of rows) {
    const file = row.file ?? '';
    const brokenCode = BROKEN[file];
    it(file, async () => {
      const result = await readAixFile(path.join(corpus, file)).then(
        metadata => ({ metadata, error: null }),
        (error: unknown) => ({ metadata: null, error }),
      );
      if (brokenCode) {
        expect(result.error).toBeInstanceOf(AixError);
        const error = result.error as AixError;
        expect(error.code).toBe(brokenCode);
        expect(error.message).toMatch(/^[^\n]{10,200}$/);
        tally.rejected.set(error.code, (tally.rejected.get(error.code) ?? 0) + 1);
        return;
      }
      if (result.error) throw result.error;
      const metadata = result.metadata;
      expect(metadata).not.toBeNull();
      if (!metadata) return;
      expect(metadata.packageNames.join(';')).toBe(row.package_name);
      expect(metadata.packageName).toBe(metadata.packageNames[0]);
      expect(metadata.components).toHaveLength(Number(row.component_count));
      expect(metadata.permissions).toHaveLength(Number(row.permissions_count));
      expect(metadata.minSdk).toBe(row.min_sdk === '' ? null : Number(row.min_sdk));
      const tool = expectedTool(row.build_tool_guess ?? '');
      if (tool !== null) expect(metadata.buildTool.label).toBe(tool);
      for (const component of metadata.components) {
        expect(component.type.endsWith(`.${component.name}`)).toBe(true);
        expect(component.version).toMatch(/^\d+$/);
      }
      const reference = blockReference(metadata);
      expect(reference.map(entry => entry.name)).toEqual(
        metadata.components.map(c => c.name),
      );
      tally.parsed++;
    });
  }
});
