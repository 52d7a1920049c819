/**
 * Public entry of the curl converter: `curlToBlocks(command, { target })` with
 * curlconverter as the parser. Import from '#shared/curl/index'.
 */
import { convertCurl, type ConvertOptions } from './convert';
import { parseWithCurlconverter } from './curlconverter';
import type { ConversionResult } from './types';

export function curlToBlocks(
  command: string,
  options: ConvertOptions = {},
): ConversionResult {
  return convertCurl(command, options, parseWithCurlconverter);
}

export { convertCurl } from './convert';
export { TARGETS, isTargetId } from './targets';
export * from './types';
