/** Test helpers: real multipart bodies for `app.inject`, and corpus files by name. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reference } from '../../../tests/support/reference';

/** ../shared/corpus/aix beside the repository, when it is there (CI; see tests/support). */
export const AIX_CORPUS = reference('corpus/aix');

export function corpusFile(name: string): Buffer {
  return readFileSync(path.join(AIX_CORPUS.path, name));
}

export interface MultipartFilePart {
  filename: string;
  data: Buffer;
  contentType?: string;
}

/** A multipart/form-data body: text fields first, then the file part named `file`. */
export function multipartBody(
  file: MultipartFilePart,
  fields: Record<string, string> = {},
  fileField = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----aixtest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.filename}"\r\n` +
        `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
