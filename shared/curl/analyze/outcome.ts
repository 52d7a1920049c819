/** Rejections and warnings collected while analysing one request. */
import type { CurlWarning, RejectCode, WarningCode } from '../types';

/** Thrown inside the analysis; analyzeCommand turns it into a Rejection. */
export class RejectError extends Error {
  constructor(
    readonly code: RejectCode,
    readonly reason: string,
  ) {
    super(reason);
    this.name = 'RejectError';
  }
}

export function reject(code: RejectCode, reason: string): never {
  throw new RejectError(code, reason);
}

export class WarningList {
  private readonly items: CurlWarning[] = [];

  add(code: WarningCode, message: string): void {
    if (!this.items.some(w => w.code === code && w.message === message)) {
      this.items.push({ code, message });
    }
  }

  has(code: WarningCode): boolean {
    return this.items.some(w => w.code === code);
  }

  list(): CurlWarning[] {
    return [...this.items];
  }
}

/** A short, printable excerpt of user input for messages. */
export function quote(value: string, max = 60): string {
  const clipped = value.length > max ? `${value.slice(0, max - 1)}…` : value;
  return JSON.stringify(clipped);
}
