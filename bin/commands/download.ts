/**
 * `aix-market download <slug> [--version V] [--out DIR]`: gets a free extension, or
 * downloads one the token's owner bought or made, resuming a partial file and
 * checking the server's signature, the sha256 and the size before the file takes its
 * name (studio/download.ts); prints the saved path, the hash and the signing key.
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { getExtension } from '#shared/api/client/catalogue';
import type { ExtensionDetail } from '#shared/api/extensions';
import { COMMERCE_MESSAGES, type DownloadLink } from '#shared/api/commerce';
import type { ApiClient } from '#shared/api/client/http';
import {
  checkoutOrder,
  downloadLink,
  ownDownloadLink,
} from '#shared/api/client/commerce';
import { ApiError } from '#shared/api/client/http';
import { downloadToDisk } from '../../studio/download';
import type { CliIo } from '../cli';
import { CONNECTION_OPTIONS, UsageError, connect, oneLineErrors } from './remote';

const USAGE =
  'Usage: aix-market download <slug> [--version V] [--out DIR] [--api URL] [--token T]\n';

/** Checkout refuses a maker's own extension; that answer is how we know it is theirs. */
const isOwnExtension = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 409 &&
  error.message === COMMERCE_MESSAGES.ownExtension;

/** The signed link to `wanted` (default the newest): an order's, or the maker's own. */
export async function linkFor(
  api: ApiClient,
  base: string,
  extension: ExtensionDetail,
  wanted: string | undefined,
): Promise<DownloadLink> {
  // The checkout answers the paid order when there is one; a free extension is paid at once.
  const order = await checkoutOrder(
    api,
    extension.extensionId,
    extension.type.currency,
  ).catch((error: unknown) => {
    if (isOwnExtension(error)) return null;
    throw error;
  });
  if (order === null) {
    const version = wanted ?? extension.latestVersion;
    if (!version) throw new Error(`${extension.name} has no version to download.`);
    return ownDownloadLink(api, extension.extensionId, version);
  }
  if (order.order.status !== 'paid') {
    throw new Error(
      `${extension.name} is a paid extension you have not bought. Buy it at ${base}/extension/${extension.slug}, then download again.`,
    );
  }
  const version = wanted ?? order.order.versions[0]?.version;
  if (!version) throw new Error(`${extension.name} has no version to download.`);
  return downloadLink(api, order._orderId, version);
}

export async function run(args: string[], io: CliIo): Promise<number> {
  return oneLineErrors(io, USAGE, async () => {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      strict: true,
      options: {
        ...CONNECTION_OPTIONS,
        version: { type: 'string' },
        out: { type: 'string' },
      },
    });
    if (values.help) {
      io.stdout(USAGE);
      return 0;
    }
    const [slug, ...extra] = positionals;
    if (!slug || extra.length > 0)
      throw new UsageError('Give exactly one extension slug.');
    const { api, base } = await connect(values, true);
    const extension = await getExtension(api, slug);
    const link = await linkFor(api, base, extension, values.version);
    const directory = path.resolve(values.out ?? '.');
    let shown = -1;
    const saved = await downloadToDisk(link, directory, {
      onProgress: ({ received, total }) => {
        const percent = Math.floor((received / Math.max(1, total)) * 10) * 10;
        if (percent > shown && process.stderr.isTTY) {
          shown = percent;
          io.stderr(`\rDownloading… ${percent}%`);
        }
      },
    });
    if (shown >= 0) io.stderr('\n');
    io.stdout(
      `${saved.file}\nsha256 ${saved.sha256}\nsigned by AIX Market (key ${saved.keyId}), signature and bytes checked\n`,
    );
    return 0;
  });
}
