/**
 * The seam between the converter and curlconverter. `CurlParser` is what the
 * analysis consumes; `curlconverter.ts` implements it (Node uses native
 * tree-sitter, browsers get web-tree-sitter through the package's `browser` field),
 * and tests or other platforms can pass their own.
 */
import type { Request } from 'curlconverter/dist/src/Request.js';
import type { OperationConfig } from 'curlconverter/dist/src/curl/opts.js';
import type { Word } from 'curlconverter/dist/src/shell/Word.js';

export type { Request, OperationConfig, Word };

export interface ParsedRequest {
  /** curlconverter's model of the request (URL with query, method, data, form...). */
  request: Request;
  /** The raw options of this request as given, before curlconverter merged them. */
  config: OperationConfig;
  /** Canonical long names of the options given for this request, in order. */
  options: string[];
}

export interface ParsedCommand {
  requests: ParsedRequest[];
  /** curlconverter's `[key, message]` warnings (shell syntax errors, variables...). */
  warnings: [string, string][];
}

export type CurlParser = (command: string) => ParsedCommand;

/** The command is not something curlconverter can read (its own message). */
export class CurlParseError extends Error {
  override name = 'CurlParseError';
}
