/**
 * The only module that runs curlconverter. It repeats the five lines of
 * curlconverter's own `parse()` (tokenize, parseArgs, buildRequests) so it can also
 * keep each request's raw options: `parse()` merges repeated headers and drops
 * `-H 'Name:'` removals, both of which change what curl really sends.
 */
import { tokenize } from 'curlconverter/dist/src/shell/tokenizer.js';
import {
  curlLongOpts,
  curlLongOptsShortened,
  curlShortOpts,
  parseArgs,
} from 'curlconverter/dist/src/curl/opts.js';
import { buildRequests } from 'curlconverter/dist/src/Request.js';
import {
  CurlParseError,
  type CurlParser,
  type OperationConfig,
  type ParsedRequest,
} from './parser';

/** Copies the option values before buildRequests rewrites them (it moves -G data). */
function snapshot(config: OperationConfig): OperationConfig {
  const copy: OperationConfig = { ...config };
  for (const [key, value] of Object.entries(config)) {
    if (Array.isArray(value)) copy[key] = [...(value as unknown[])];
  }
  return copy;
}

/**
 * Splits the option names at `--next` the way parseArgs does: curl ignores a
 * `--next` that comes before any URL, so the options after it stay in the same
 * request.
 */
function optionsPerConfig(seen: [string, string][], configCount: number): string[][] {
  const groups: string[][] = [[]];
  let hasUrl = false;
  for (const [name] of seen) {
    if (name === 'next' && hasUrl && groups.length < configCount) {
      groups.push([]);
      hasUrl = false;
      continue;
    }
    if (name === 'url') hasUrl = true;
    groups[groups.length - 1]?.push(name);
  }
  while (groups.length < configCount) groups.push([]);
  return groups;
}

export const parseWithCurlconverter: CurlParser = command => {
  const warnings: [string, string][] = [];
  const requests: ParsedRequest[] = [];
  try {
    for (const [argv, stdin, stdinFile] of tokenize(command, warnings)) {
      const [global, seen] = parseArgs(
        argv,
        curlLongOpts,
        curlLongOptsShortened,
        curlShortOpts,
        undefined,
        warnings,
      );
      const configs = global.configs.map(snapshot);
      const options = optionsPerConfig(seen, configs.length);
      const built = buildRequests(global, stdin, stdinFile);
      built.forEach((request, index) => {
        requests.push({
          request,
          config: configs[index] ?? { authtype: 1, proxyauthtype: 1 },
          options: options[index] ?? [],
        });
      });
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new CurlParseError(message);
  }
  return { requests, warnings };
};
