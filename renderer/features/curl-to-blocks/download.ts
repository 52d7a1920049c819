/** Saves bytes as a file through the browser's download (an object URL and a link). */
export function saveFile(bytes: Uint8Array, fileName: string, type: string): void {
  const blob = new Blob([bytes as Uint8Array<ArrayBuffer>], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started once click() returns; keep the URL a moment for slow browsers.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
