/**
 * Browser downloads, for the web build: a URL (a signed .aix link) or bytes made
 * in the page (blocks images, CSV exports) saved through a link with `download`.
 * One place, so the desktop studio can route saves to disk through its bridge.
 */

function clickDownload(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Saves what `url` serves (same origin, or a server that sends Content-Disposition). */
export function saveUrl(url: string, fileName: string): void {
  clickDownload(url, fileName);
}

/** Saves bytes or text made in the page. */
export function saveBytes(
  bytes: Uint8Array | string,
  fileName: string,
  type: string,
): void {
  const part = typeof bytes === 'string' ? bytes : (bytes as Uint8Array<ArrayBuffer>);
  const url = URL.createObjectURL(new Blob([part], { type }));
  clickDownload(url, fileName);
  // The download has started once click() returns; keep the URL a moment for slow browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
