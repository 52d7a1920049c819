/**
 * A small S3 endpoint for tests, on loopback: path-style PutObject, GetObject,
 * HeadObject and DeleteObject with S3's status codes and XML errors, enough for the
 * real @aws-sdk/client-s3 to talk to. It checks the SigV4 credential scope (access
 * key, region, service) and Content-MD5, not the signature itself.
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeObject {
  body: Buffer;
  contentType: string;
  metadata: Record<string, string>;
}

export interface FakeS3 {
  endpoint: string;
  /** `bucket/key` → object. */
  objects: Map<string, FakeObject>;
  /** `METHOD /bucket/key`, in order. */
  requests: string[];
  close(): Promise<void>;
}

function xmlError(
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
) {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function headersOf(object: FakeObject): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': object.contentType,
    'content-length': String(object.body.length),
    etag: `"${createHash('md5').update(object.body).digest('hex')}"`,
    'last-modified': new Date(0).toUTCString(),
  };
  for (const [name, value] of Object.entries(object.metadata))
    headers[`x-amz-meta-${name}`] = value;
  return headers;
}

export async function startFakeS3(options: {
  bucket: string;
  accessKeyId: string;
  region: string;
}): Promise<FakeS3> {
  const objects = new Map<string, FakeObject>();
  const requests: string[] = [];
  const scope = new RegExp(
    `^AWS4-HMAC-SHA256 Credential=${options.accessKeyId}/\\d{8}/${options.region}/s3/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$`,
  );

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const objectPath = decodeURIComponent(url.pathname.slice(1));
    requests.push(`${request.method} /${objectPath}`);
    void (async () => {
      if (!scope.test(request.headers.authorization ?? '')) {
        xmlError(response, 403, 'AccessDenied', 'Bad credentials');
        return;
      }
      const [bucket, ...rest] = objectPath.split('/');
      if (bucket !== options.bucket || rest.length === 0) {
        xmlError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
        return;
      }
      const existing = objects.get(objectPath);
      switch (request.method) {
        case 'PUT': {
          const body = await readBody(request);
          const md5 = request.headers['content-md5'];
          if (md5 && md5 !== createHash('md5').update(body).digest('base64')) {
            xmlError(
              response,
              400,
              'BadDigest',
              'The Content-MD5 you specified did not match',
            );
            return;
          }
          const metadata: Record<string, string> = {};
          for (const [name, value] of Object.entries(request.headers)) {
            if (name.startsWith('x-amz-meta-') && typeof value === 'string') {
              metadata[name.slice('x-amz-meta-'.length)] = value;
            }
          }
          const contentType =
            request.headers['content-type'] ?? 'application/octet-stream';
          objects.set(objectPath, { body, contentType, metadata });
          response.writeHead(200, {
            etag: headersOf({ body, contentType, metadata }).etag,
          });
          response.end();
          return;
        }
        case 'GET':
        case 'HEAD':
          if (!existing) {
            if (request.method === 'HEAD') {
              response.writeHead(404);
              response.end();
            } else {
              xmlError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
            }
            return;
          }
          response.writeHead(200, headersOf(existing));
          response.end(request.method === 'GET' ? existing.body : undefined);
          return;
        case 'DELETE':
          objects.delete(objectPath);
          response.writeHead(204);
          response.end();
          return;
        default:
          xmlError(response, 405, 'MethodNotAllowed', 'Not supported by the fake');
      }
    })().catch(() => xmlError(response, 500, 'InternalError', 'Fake S3 failed'));
  });

  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close(error => (error ? reject(error) : resolve()));
      }),
  };
}
