/** Parses a captured raw HTTP/1.1 request into method, target, headers and body bytes. */

export interface HttpMessage {
  method: string;
  target: string;
  headers: [string, string][];
  body: Buffer;
}

function dechunk(data: Buffer): Buffer {
  const out: Buffer[] = [];
  let pos = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', pos);
    if (lineEnd === -1) throw new Error('bad chunked body');
    const size = parseInt(data.subarray(pos, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) throw new Error('bad chunk size');
    if (size === 0) return Buffer.concat(out);
    out.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    pos = lineEnd + 2 + size + 2;
  }
}

export function parseHttpMessage(raw: Buffer): HttpMessage {
  const end = raw.indexOf('\r\n\r\n');
  if (end === -1) throw new Error('no end of headers');
  const [requestLine = '', ...headerLines] = raw
    .subarray(0, end)
    .toString('latin1')
    .split('\r\n');
  const line = /^(\S+) (\S+) HTTP\/1\.[01]$/.exec(requestLine);
  if (!line) throw new Error(`bad request line ${JSON.stringify(requestLine)}`);
  const headers = headerLines.map((h): [string, string] => {
    const colon = h.indexOf(':');
    if (colon <= 0) throw new Error(`bad header line ${JSON.stringify(h)}`);
    return [h.slice(0, colon), h.slice(colon + 1).trim()];
  });
  const rest = raw.subarray(end + 4);
  const chunked = headers.some(
    ([n, v]) => n.toLowerCase() === 'transfer-encoding' && v.toLowerCase() === 'chunked',
  );
  return {
    method: line[1] ?? '',
    target: line[2] ?? '',
    headers,
    body: chunked ? dechunk(rest) : rest,
  };
}

export interface MultipartPart {
  headers: string;
  content: string;
}

/** Splits a multipart body on its boundary; parts keep their header block and content. */
export function multipartParts(body: Buffer, boundary: string): MultipartPart[] {
  const text = body.toString('latin1');
  const delimiter = `--${boundary}`;
  if (!text.startsWith(`${delimiter}\r\n`) || !text.endsWith(`${delimiter}--\r\n`)) {
    throw new Error('body is not framed by its boundary');
  }
  const inner = text.slice(delimiter.length + 2, -(delimiter.length + 4));
  if (!inner.endsWith('\r\n')) throw new Error('last part does not end with CRLF');
  return inner
    .slice(0, -2)
    .split(`\r\n${delimiter}\r\n`)
    .map(part => {
      const split = part.indexOf('\r\n\r\n');
      if (split === -1) throw new Error('part without a blank line');
      return { headers: part.slice(0, split), content: part.slice(split + 4) };
    });
}

export function boundaryOf(contentType: string): string | undefined {
  return /;\s*boundary=("?)([^";]+)\1/i.exec(contentType)?.[2];
}
