/**
 * A raw TCP server on 127.0.0.1 (random port) that records each HTTP request byte
 * for byte, like the one that made ../shared/corpus/curl/observed-curl-7.88.1:
 * headers, then Content-Length bytes or chunks up to `0\r\n\r\n`, `100 Continue`
 * when asked, and a minimal `200 OK` "Hello World!" answer.
 */
import net from 'node:net';

export interface CaptureServer {
  port: number;
  requests: Buffer[];
  /** Resolves once `count` requests arrived, or after `ms` with what there is. */
  waitFor(count: number, ms: number): Promise<Buffer[]>;
  close(): Promise<void>;
}

const HEAD_END = Buffer.from('\r\n\r\n');

/** Length of a complete request at the start of `buf`, or -1 if more bytes are needed. */
export function completeLength(buf: Buffer): number {
  const end = buf.indexOf(HEAD_END);
  if (end === -1) return -1;
  const head = buf.subarray(0, end).toString('latin1');
  const start = end + 4;
  if (/^transfer-encoding:\s*chunked\s*$/im.test(head)) {
    let pos = start;
    for (;;) {
      const lineEnd = buf.indexOf('\r\n', pos);
      if (lineEnd === -1) return -1;
      const size = parseInt(buf.subarray(pos, lineEnd).toString('latin1'), 16);
      if (Number.isNaN(size)) return buf.length;
      if (size === 0) {
        const trailerEnd = buf.indexOf(HEAD_END, lineEnd);
        if (trailerEnd !== -1) return trailerEnd + 4;
        return buf.subarray(lineEnd, lineEnd + 4).equals(Buffer.from('\r\n\r\n'))
          ? lineEnd + 4
          : -1;
      }
      pos = lineEnd + 2 + size + 2;
      if (pos > buf.length) return -1;
    }
  }
  const length = /^content-length:\s*(\d+)\s*$/im.exec(head);
  const total = start + (length ? Number(length[1]) : 0);
  return buf.length >= total ? total : -1;
}

export async function startCaptureServer(): Promise<CaptureServer> {
  const requests: Buffer[] = [];
  const waiters: (() => void)[] = [];
  const server = net.createServer(socket => {
    let buf = Buffer.alloc(0);
    let continued = false;
    socket.on('data', data => {
      buf = Buffer.concat([buf, data]);
      const headEnd = buf.indexOf(HEAD_END);
      if (headEnd === -1) return;
      if (
        !continued &&
        /^expect:\s*100-continue/im.test(buf.subarray(0, headEnd).toString('latin1'))
      ) {
        continued = true;
        socket.write('HTTP/1.1 100 Continue\r\n\r\n');
      }
      const length = completeLength(buf);
      if (length === -1) return;
      requests.push(buf.subarray(0, length));
      buf = buf.subarray(length);
      socket.end(
        'HTTP/1.1 200 OK\r\nContent-Length: 12\r\nConnection: close\r\n\r\nHello World!',
      );
      waiters.splice(0).forEach(wake => wake());
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    requests,
    waitFor: (count, ms) =>
      new Promise(resolve => {
        const deadline = setTimeout(() => resolve([...requests]), ms);
        const check = () => {
          if (requests.length >= count) {
            clearTimeout(deadline);
            resolve([...requests]);
          } else waiters.push(check);
        };
        check();
      }),
    close: () => new Promise(resolve => server.close(() => resolve())),
  };
}
