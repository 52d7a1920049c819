/**
 * How far each build's upload has gone while it is published. Main keeps it and
 * the window asks for it (builds.progress) a few times a second: a question the
 * window asks needs no extra channel from main, and a finished or failed publish
 * simply stops answering.
 */
export class PublishProgress {
  private readonly uploads = new Map<string, number>();

  /** Starts tracking a handle; the returned callback takes publishBuild's 0..1. */
  start(handle: string): (fraction: number) => void {
    this.uploads.set(handle, 0);
    return fraction => {
      if (!this.uploads.has(handle) || !Number.isFinite(fraction)) return;
      const before = this.uploads.get(handle) ?? 0;
      // Never backwards, never past the end, whatever the transport reports.
      this.uploads.set(handle, Math.min(1, Math.max(before, fraction)));
    };
  }

  finish(handle: string): void {
    this.uploads.delete(handle);
  }

  of(handle: string): number | null {
    return this.uploads.get(handle) ?? null;
  }

  /** Runs one publish with its progress tracked from start to finish. */
  async track<T>(
    handle: string,
    run: (onProgress: (fraction: number) => void) => Promise<T>,
  ) {
    const onProgress = this.start(handle);
    try {
      return await run(onProgress);
    } finally {
      this.finish(handle);
    }
  }
}
