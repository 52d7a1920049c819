/**
 * Time and peak memory to inspect the whole .aix corpus (../shared/corpus/aix/, or
 * any folder of .aix files given with --dir).
 * Run: `npm run bench -- aix-corpus [--dir FOLDER] [--rounds N] [--json]`. Each round
 * reads every file from disk and fully checks it, exactly as `aix-market inspect` does.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isAixError } from '#shared/aix/index';
import { readAixFile } from '#server/aix/read-aix';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const REFERENCE_CORPUS = path.resolve(repoRoot, '../shared/corpus/aix');

function option(args: string[], name: string, fallback: number): number {
  const index = args.indexOf(name);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

export async function run(args: string[]): Promise<void> {
  const rounds = option(args, '--rounds', 1);
  const dirAt = args.indexOf('--dir');
  const corpus = dirAt >= 0 ? path.resolve(args[dirAt + 1] ?? '') : REFERENCE_CORPUS;
  // A plain clone has no ../shared beside it: say so instead of an ENOENT stack.
  if (!existsSync(corpus)) {
    console.error(
      `aix-corpus: ${corpus} not found. The reference corpus lives in ../shared/corpus/aix ` +
        'beside the repository (CI has it); pass --dir FOLDER to time another folder of .aix files.',
    );
    process.exit(2);
  }
  const files = readdirSync(corpus)
    .filter(name => name.endsWith('.aix'))
    .map(name => path.join(corpus, name));
  if (files.length === 0) {
    console.error(`aix-corpus: no .aix files in ${corpus}.`);
    process.exit(2);
  }
  const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
  const rssBefore = process.memoryUsage().rss;
  const times: number[] = [];
  const rejected = new Map<string, number>();
  let parsed = 0;
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    for (const file of files) {
      try {
        await readAixFile(file);
        if (round === 0) parsed++;
      } catch (error) {
        if (!isAixError(error)) throw error;
        if (round === 0) rejected.set(error.code, (rejected.get(error.code) ?? 0) + 1);
      }
    }
    times.push(performance.now() - started);
  }
  const result = {
    files: files.length,
    megabytes: Math.round((bytes / 1024 / 1024) * 10) / 10,
    parsed,
    rejected: Object.fromEntries(rejected),
    rounds,
    firstRoundMs: Math.round(times[0] ?? 0),
    bestRoundMs: Math.round(Math.min(...times)),
    msPerFile: Math.round(((times[0] ?? 0) / files.length) * 100) / 100,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    rssAtStartMb: Math.round(rssBefore / 1024 / 1024),
  };
  if (args.includes('--json')) {
    process.stdout.write(`${JSON.stringify(result)}\n`);
    return;
  }
  const rejectedText = [...rejected].map(([code, n]) => `${code} ×${n}`).join(', ');
  process.stdout.write(
    [
      `aix corpus: ${result.files} files, ${result.megabytes} MB`,
      `  parsed ${parsed}, rejected ${files.length - parsed} (${rejectedText})`,
      `  first round ${result.firstRoundMs} ms (${result.msPerFile} ms/file)` +
        (rounds > 1 ? `, best of ${rounds} ${result.bestRoundMs} ms` : ''),
      `  peak RSS ${result.peakRssMb} MB (process at start ${result.rssAtStartMb} MB)`,
      '',
    ].join('\n'),
  );
}
