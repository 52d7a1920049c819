/**
 * `aix-market publish <file.aix> [--extension <slug>] [--notes "…"] [--create]`:
 * a new version of the token owner's extension (by --extension or by the file's
 * package name), or with --create a new unpublished extension from the file's own
 * metadata, printed with its edit URL. The same module as the studio (studio/).
 */
import { parseArgs } from 'node:util';
import { PublishError, publishBuild } from '../../studio/publish';
import type { CliIo } from '../cli';
import { CONNECTION_OPTIONS, UsageError, connect, oneLineErrors } from './remote';

const USAGE =
  'Usage: aix-market publish <file.aix> [--extension <slug>] [--notes "…"] [--create] [--api URL] [--token T]\n';

export async function run(args: string[], io: CliIo): Promise<number> {
  return oneLineErrors(io, USAGE, async () => {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        ...CONNECTION_OPTIONS,
        extension: { type: 'string' },
        notes: { type: 'string' },
        create: { type: 'boolean' },
      },
    });
    if (values.help) {
      io.stdout(USAGE);
      return 0;
    }
    const [file, ...extra] = positionals;
    if (!file || extra.length > 0) throw new UsageError('Give exactly one .aix file.');
    const { api, base } = await connect(values, true);
    let shown = -1;
    const published = await publishBuild(api, file, {
      extension: values.extension,
      notes: values.notes,
      create: values.create,
      onProgress: fraction => {
        const percent = Math.floor(fraction * 10) * 10;
        if (percent > shown && process.stderr.isTTY) {
          shown = percent;
          io.stderr(`\rUploading… ${percent}%`);
        }
      },
    }).catch((error: unknown) => {
      if (shown >= 0) io.stderr('\n');
      throw error instanceof PublishError ? new Error(error.message) : error;
    });
    if (shown >= 0) io.stderr('\n');
    const edit = `${base}/dashboard/my-extensions/edit/${encodeURIComponent(published.extensionId)}`;
    io.stdout(
      published.created
        ? `Created "${published.name}" (unpublished) with version ${published.versionName}. Finish and publish it at ${edit}\n`
        : `Published version ${published.versionName} (code ${published.versionCode}) of ${published.slug}: ${base}/extension/${published.slug}\n`,
    );
    return 0;
  });
}
