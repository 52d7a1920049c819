/**
 * Fetches a web page for a link card, defensively: http(s) only, no credentials in
 * the URL, every address the host resolves to must be public (checked again for
 * every redirect, and the connection is pinned to the checked address so DNS cannot
 * change its answer in between), a few redirects at most, one deadline for the
 * whole exchange, HTML only, and at most `maxBytes` read. fetchImage shares the
 * guard for a remote icon (an image only, refused when larger than `maxBytes`).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './address-guard';

export type LinkPreviewFailure = 'refused' | 'unreadable';

export class LinkPreviewError extends Error {
  constructor(
    readonly kind: LinkPreviewFailure,
    message: string,
  ) {
    super(message);
    this.name = 'LinkPreviewError';
  }
}

export interface FetchPageOptions {
  /** Host name → addresses; DNS by default. */
  resolve?: (hostname: string) => Promise<string[]>;
  /** Whether an address may be contacted; public unicast only by default. */
  allowAddress?: (address: string) => boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export interface FetchedPage {
  url: string;
  html: string;
}

const DEFAULTS = { timeoutMs: 5000, maxBytes: 1024 * 1024, maxRedirects: 4 };

async function systemResolve(hostname: string): Promise<string[]> {
  const answers = await dnsLookup(hostname, { all: true, verbatim: true });
  return answers.map(answer => answer.address);
}

function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new LinkPreviewError('refused', 'This is not a valid web address.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new LinkPreviewError(
      'refused',
      'Only http and https addresses can be previewed.',
    );
  }
  if (url.username || url.password) {
    throw new LinkPreviewError(
      'refused',
      'Addresses with a user name or password are not previewed.',
    );
  }
  return url;
}

async function checkedAddress(url: URL, options: FetchPageOptions): Promise<string> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allow = options.allowAddress ?? isPublicAddress;
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await (options.resolve ?? systemResolve)(host);
    } catch {
      throw new LinkPreviewError('unreadable', `The host ${host} could not be found.`);
    }
  }
  if (addresses.length === 0) {
    throw new LinkPreviewError('unreadable', `The host ${host} could not be found.`);
  }
  if (!addresses.every(address => allow(address))) {
    throw new LinkPreviewError(
      'refused',
      'This address points to a private or local network and cannot be previewed.',
    );
  }
  return addresses[0] ?? '';
}

interface Hop {
  status: number;
  location: string | undefined;
  body: Buffer | undefined;
}

/** What one kind of fetch accepts: its Accept header, content types, and what is too big. */
interface Wanted {
  accept: string;
  types: readonly string[];
  /** The kind of thing asked for, in messages ("a web page (HTML)", "an image"). */
  what: string;
  /** A page's head is enough (cut at maxBytes); a cut image is no image (refused). */
  overflow: 'cut' | 'refuse';
}

const PAGE: Wanted = {
  accept: 'text/html,application/xhtml+xml;q=0.9',
  types: ['text/html', 'application/xhtml+xml'],
  what: 'a web page (HTML)',
  overflow: 'cut',
};

const IMAGE: Wanted = {
  accept: 'image/png,image/jpeg,image/webp,image/gif;q=0.9',
  types: ['image/'],
  what: 'an image',
  overflow: 'refuse',
};

function requestOnce(
  url: URL,
  address: string,
  maxBytes: number,
  wanted: Wanted,
  signal: AbortSignal,
): Promise<Hop> {
  // The socket goes to the address we checked, whatever DNS says now.
  const lookup: LookupFunction = (_hostname, options, callback) => {
    const family = isIP(address);
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        lookup,
        // A fresh socket per hop: no pooled connection outlives its address check.
        agent: false,
        signal,
        headers: {
          'user-agent': 'AIXMarketLinkPreview/1.0 (+link cards)',
          accept: wanted.accept,
          'accept-encoding': 'identity',
        },
      },
      response => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          resolve({ status, location: response.headers.location, body: undefined });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(
            new LinkPreviewError('unreadable', `The page answered with HTTP ${status}.`),
          );
          return;
        }
        const type = String(response.headers['content-type'] ?? '').toLowerCase();
        if (
          !wanted.types.some(prefix => type.startsWith(prefix) || type.includes(prefix))
        ) {
          response.destroy();
          reject(
            new LinkPreviewError('unreadable', `The address is not ${wanted.what}.`),
          );
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (wanted.overflow === 'refuse' && declared > maxBytes) {
          response.destroy();
          reject(tooBig(maxBytes));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () =>
          resolve({
            status,
            location: undefined,
            body: Buffer.concat(chunks).subarray(0, maxBytes),
          });
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size <= maxBytes) return;
          response.destroy();
          // The head (where the meta tags are) comes first; the rest is not needed.
          if (wanted.overflow === 'cut') finish();
          else reject(tooBig(maxBytes));
        });
        response.on('end', finish);
        response.on('error', error => reject(error));
      },
    );
    request.on('error', reject);
  });
}

function tooBig(maxBytes: number): LinkPreviewError {
  const size =
    maxBytes >= 1024 * 1024 ? `${maxBytes / 1024 / 1024} MB` : `${maxBytes / 1024} KB`;
  return new LinkPreviewError('unreadable', `The file is larger than ${size}.`);
}

/** One guarded exchange, redirects included: the final URL and the body's bytes. */
async function fetchGuarded(
  rawUrl: string,
  wanted: Wanted,
  options: FetchPageOptions,
): Promise<{ url: string; body: Buffer }> {
  const { timeoutMs, maxBytes, maxRedirects } = { ...DEFAULTS, ...options };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = parseTarget(rawUrl);
    for (let hop = 0; hop <= maxRedirects; hop += 1) {
      const address = await checkedAddress(url, options);
      if (controller.signal.aborted) break;
      const answer = await requestOnce(url, address, maxBytes, wanted, controller.signal);
      if (answer.body !== undefined) return { url: url.toString(), body: answer.body };
      if (!answer.location) {
        throw new LinkPreviewError(
          'unreadable',
          'The page redirected without a location.',
        );
      }
      url = parseTarget(new URL(answer.location, url).toString());
    }
    if (controller.signal.aborted) throw new Error('aborted');
    throw new LinkPreviewError(
      'unreadable',
      `The page redirected more than ${maxRedirects} times.`,
    );
  } catch (error) {
    if (error instanceof LinkPreviewError) throw error;
    if (controller.signal.aborted) {
      throw new LinkPreviewError(
        'unreadable',
        `The page did not answer within ${timeoutMs / 1000} s.`,
      );
    }
    throw new LinkPreviewError('unreadable', 'The page could not be fetched.');
  } finally {
    clearTimeout(timer);
  }
}

export async function fetchPage(
  rawUrl: string,
  options: FetchPageOptions = {},
): Promise<FetchedPage> {
  const { url, body } = await fetchGuarded(rawUrl, PAGE, options);
  return { url, html: new TextDecoder('utf-8').decode(body) };
}

/**
 * An image behind a web address, with the same guard as a page (an .aix may name
 * its icon by URL). Only the Content-Type is checked here; the caller judges the
 * bytes. Larger than `maxBytes` is refused, never cut.
 */
export async function fetchImage(
  rawUrl: string,
  options: FetchPageOptions = {},
): Promise<Buffer> {
  return (await fetchGuarded(rawUrl, IMAGE, options)).body;
}
