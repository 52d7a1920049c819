/**
 * What the access log may say about a request. URLs carry secrets in places: the
 * beta check puts an email in its path, email actions an `oobCode` in the query,
 * sign-in links an API key. The log keeps the route, never those values.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_QUERY = new Set([
  'oobcode',
  'apikey',
  'key',
  'token',
  'code',
  'email',
  'continueurl',
]);
const EMAIL = /[^/?#\s]+(?:@|%40)[^/?#\s]+/gi;

export function redactUrl(url: string): string {
  const [path = '', query] = url.split('?', 2);
  const safePath = path.replace(EMAIL, '[email]');
  if (query === undefined) return safePath;
  const params = query
    .split('&')
    .map(pair => {
      const [name = '', value] = pair.split('=', 2);
      if (value === undefined) return name;
      const secret = SECRET_QUERY.has(decodeSafely(name).toLowerCase());
      return `${name}=${secret ? '[redacted]' : value.replace(EMAIL, '[email]')}`;
    })
    .join('&');
  return `${safePath}?${params}`;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** pino serializer of a request: what Fastify logs by default, with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
