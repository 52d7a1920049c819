/**
 * The curl converter, loaded on first use. Importing it runs curlconverter's browser
 * parser, which awaits /tree-sitter.wasm and /tree-sitter-bash.wasm at module level, so
 * this promise settles once the converter can actually run. A module whose top-level
 * await failed stays failed in the browser's module map, so recovering needs a reload.
 */
import type * as CurlConverter from '#shared/curl/index';

type ConverterModule = typeof CurlConverter;

let pending: Promise<ConverterModule> | undefined;

export function loadConverter(): Promise<ConverterModule> {
  pending ??= import('#shared/curl/index');
  return pending;
}
