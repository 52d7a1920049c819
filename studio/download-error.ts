/** The one error type of saving a download (its message is shown to the user as is). */
export class DownloadError extends Error {
  override name = 'DownloadError';
}
