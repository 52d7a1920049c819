/**
 * `aix-market outdated [DIR]` and `aix-market update [DIR]` (issue 21 §2): the .aix
 * files in a folder (default: the current one) that have a newer version the token's
 * owner may download, read with the same .aix reader as `inspect`, asked of the
 * server in one update check. `update` saves each newer version beside the old
 * file through the same download path as `download` (signed link, resume, sha256).
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { aixFacts } from '#shared/aix/facts';
import { isAixError } from '#shared/aix/index';
import { getExtension } from '#shared/api/client/catalogue';
import type { ApiClient } from '#shared/api/client/http';
import { checkUpdates } from '#shared/api/client/notices';
import {
  MAX_UPDATE_CHECK_FILES,
  updateLine,
  type AvailableUpdate,
} from '#shared/api/notices';
import { readAixFile } from '#server/aix/read-aix';
import { downloadToDisk } from '../../studio/download';
import type { CliIo } from '../cli';
import { linkFor } from './download';
import { CONNECTION_OPTIONS, UsageError, connect, oneLineErrors } from './remote';

const USAGE = {
  outdated: 'Usage: aix-market outdated [DIR] [--api URL] [--token T]\n',
  update: 'Usage: aix-market update [DIR] [--api URL] [--token T]\n',
};

interface LocalFile {
  file: string;
  packageName: string;
  versionName: string;
}

/** Every readable .aix in `directory`; unreadable ones are named on stderr and skipped. */
async function localFiles(directory: string, io: CliIo): Promise<LocalFile[]> {
  const names = (await readdir(directory)).filter(name => /\.aix$/i.test(name)).sort();
  const files: LocalFile[] = [];
  for (const name of names) {
    const file = path.join(directory, name);
    try {
      const facts = aixFacts(await readAixFile(file), null);
      files.push({
        file,
        packageName: facts.packageName,
        versionName: facts.versionName,
      });
    } catch (error) {
      if (!isAixError(error)) throw error;
      io.stderr(`${name}: skipped, ${error.message}\n`);
    }
  }
  if (files.length > MAX_UPDATE_CHECK_FILES) {
    throw new UsageError(
      `${directory} holds ${files.length} .aix files; check at most ${MAX_UPDATE_CHECK_FILES} at a time.`,
    );
  }
  return files;
}

export interface Outdated {
  local: LocalFile;
  update: AvailableUpdate;
}

/**
 * The files with a newer version, one per package: a package whose newest version
 * is already in the folder (an earlier `update` kept the old file) is up to date.
 */
export async function outdatedFiles(
  api: ApiClient,
  directory: string,
  io: CliIo,
): Promise<Outdated[]> {
  const files = await localFiles(directory, io);
  if (files.length === 0) return [];
  const { updates } = await checkUpdates(api, {
    files: files.map(({ packageName, versionName }) => ({ packageName, versionName })),
  });
  const have = new Set(files.map(file => `${file.packageName}\n${file.versionName}`));
  const seen = new Set<string>();
  const outdated: Outdated[] = [];
  for (const update of updates) {
    if (have.has(`${update.packageName}\n${update.latestVersion}`)) continue;
    if (seen.has(update.packageName)) continue;
    const local = files.find(
      file =>
        file.packageName === update.packageName &&
        file.versionName === update.currentVersion,
    );
    if (!local) continue;
    seen.add(update.packageName);
    outdated.push({ local, update });
  }
  return outdated;
}

async function command(
  name: 'outdated' | 'update',
  args: string[],
  io: CliIo,
): Promise<number> {
  return oneLineErrors(io, USAGE[name], async () => {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: CONNECTION_OPTIONS,
    });
    if (values.help) {
      io.stdout(USAGE[name]);
      return 0;
    }
    if (positionals.length > 1) throw new UsageError('Give at most one folder.');
    const directory = path.resolve(positionals[0] ?? '.');
    const { api, base } = await connect(values, true);
    const outdated = await outdatedFiles(api, directory, io);
    if (outdated.length === 0) {
      io.stdout('Every .aix here is up to date.\n');
      return 0;
    }
    for (const { local, update } of outdated) {
      const line = `${path.basename(local.file)}: ${update.name} ${update.currentVersion} → ${updateLine(update)}`;
      if (name === 'outdated') {
        io.stdout(`${line}\n`);
        continue;
      }
      const extension = await getExtension(api, update.slug);
      const link = await linkFor(api, base, extension, update.latestVersion);
      const saved = await downloadToDisk(link, directory);
      io.stdout(
        `${line}\n  saved ${saved.file} (sha256 ${saved.sha256}); kept ${local.file}\n`,
      );
    }
    return 0;
  });
}

export const run = (args: string[], io: CliIo) => command('outdated', args, io);
export const runUpdate = (args: string[], io: CliIo) => command('update', args, io);
