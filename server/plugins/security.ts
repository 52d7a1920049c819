/** Security headers and per-IP rate limiting for the API routes. */
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../errors';

export const securityPlugin = fp(
  async app => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: ["'self'", 'http://127.0.0.1:*', 'http://localhost:*', 'https:'],
          frameSrc: [
            'https://www.youtube-nocookie.com',
            'https://www.youtube.com',
            'https://player.vimeo.com',
          ],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    // Not global: static files and docs must not eat the API budget (STACK.md).
    await app.register(rateLimit, {
      global: false,
      max: 600,
      timeWindow: '1 minute',
      // An AppError goes through the shared error handler, so the body keeps its message.
      errorResponseBuilder: (_request, context) =>
        new AppError(
          429,
          'RATE_LIMITED',
          `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} s.`,
        ),
    });
  },
  { name: 'security' },
);
