// The few platform globals shared/ may use: WHATWG APIs that exist in browsers and
// Node alike. Declared here so shared/ compiles without DOM or Node types.
declare class URL {
  constructor(input: string, base?: string | URL);
  readonly href: string;
  readonly protocol: string;
  readonly host: string;
  readonly hostname: string;
  readonly port: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly origin: string;
  readonly username: string;
  readonly password: string;
  readonly searchParams: URLSearchParams;
  toString(): string;
}
declare class URLSearchParams {
  constructor(init?: string | Record<string, string> | [string, string][]);
  get(name: string): string | null;
  getAll(name: string): string[];
  has(name: string): boolean;
  set(name: string, value: string): void;
  append(name: string, value: string): void;
  forEach(callback: (value: string, key: string) => void): void;
  toString(): string;
}
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean });
  decode(input?: Uint8Array): string;
}
/** What the HTTP client (shared/api/client) needs of the fetch-era globals. */
declare class AbortSignal {
  readonly aborted: boolean;
}
declare class Blob {
  constructor(parts?: (Uint8Array | string | Blob)[], options?: { type?: string });
  readonly size: number;
  readonly type: string;
}
declare class FormData {
  append(name: string, value: string | Blob, fileName?: string): void;
}
