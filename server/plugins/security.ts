/**
 * Security headers and per-IP rate limiting for the API routes.
 *
 * Sign-in needs a few allowances (firebase/auth's popup flow):
 * - Cross-Origin-Opener-Policy `same-origin-allow-popups`: the provider's popup
 *   hands its result back through `window.opener`, which `same-origin` severs;
 * - the SDK loads Google's iframe helper from apis.google.com and embeds a
 *   relay frame from the auth domain (real Firebase) or the Auth emulator,
 *   and calls identitytoolkit/securetoken (real) or the emulator (dev).
 */
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import { HEADERS } from '#shared/api/routes';
import rateLimit from '@fastify/rate-limit';
import { AppError } from '../errors';
import type { AuthConfig } from '../config/auth';

export interface SecurityOptions {
  /** Firebase settings whose origins the CSP must allow; none when sign-in is off. */
  firebase?: Pick<AuthConfig['firebase'], 'mode' | 'emulatorHost' | 'authDomain'>;
  /** Base URLs the web app calls besides its own origin (FUNCTIONS_BASE_URL, APP_BASE_URL). */
  backends?: readonly string[];
  /** Razorpay mode loads Checkout.js and its frames; the sandbox needs nothing. */
  payments?: 'sandbox' | 'razorpay';
  /** Exactly these origins may call the API cross-origin (the desktop studio). */
  corsOrigins?: readonly string[];
  /** Hash sources of the web build's own inline scripts (`inlineScriptSources`). */
  inlineScripts?: readonly string[];
}

/** Where Razorpay's Checkout.js comes from and the frames it opens. */
export const RAZORPAY_CHECKOUT_ORIGINS = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
} as const;

export const GAPI_ORIGIN = 'https://apis.google.com';
export const FIREBASE_API_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
] as const;

/** Extra CSP sources for the configured identity provider. */
export function firebaseSources(firebase: SecurityOptions['firebase']): {
  script: string[];
  connect: string[];
  frame: string[];
} {
  if (!firebase || firebase.mode === 'disabled')
    return { script: [], connect: [], frame: [] };
  if (firebase.mode === 'emulator' && firebase.emulatorHost) {
    const origin = `http://${firebase.emulatorHost}`;
    return { script: [GAPI_ORIGIN], connect: [origin], frame: [origin] };
  }
  const authDomain = /^[a-z0-9.-]+(?::\d{1,5})?$/i.test(firebase.authDomain)
    ? [`https://${firebase.authDomain}`]
    : [];
  return {
    script: [GAPI_ORIGIN],
    connect: [...FIREBASE_API_ORIGINS],
    frame: authDomain,
  };
}

export const securityPlugin = fp<SecurityOptions>(
  async (app, options) => {
    const firebase = firebaseSources(options.firebase);
    const checkout =
      options.payments === 'razorpay'
        ? RAZORPAY_CHECKOUT_ORIGINS
        : { script: [], frame: [] };
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: [
            "'self'",
            "'wasm-unsafe-eval'",
            ...(options.inlineScripts ?? []),
            ...firebase.script,
            ...checkout.script,
          ],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          connectSrc: [
            "'self'",
            'http://127.0.0.1:*',
            'http://localhost:*',
            'https:',
            ...firebase.connect,
            ...(options.backends ?? []).filter(Boolean).map(base => new URL(base).origin),
          ],
          frameSrc: [
            'https://www.youtube-nocookie.com',
            'https://www.youtube.com',
            'https://player.vimeo.com',
            ...firebase.frame,
            ...checkout.frame,
          ],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      crossOriginEmbedderPolicy: false,
    });
    // The studio's renderer (app://studio) calls the API cross-origin; nobody else may.
    const allowed = new Set(options.corsOrigins ?? []);
    await app.register(cors, {
      origin: (origin, callback) =>
        callback(null, origin !== undefined && allowed.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: [
        'authorization',
        'content-type',
        HEADERS.userId,
        HEADERS.recentSignIn,
        'range',
        'if-range',
        // A client's reads right after its own writes skip cached public answers.
        'cache-control',
      ],
      exposedHeaders: [
        'content-disposition',
        'content-length',
        'content-range',
        'etag',
        'x-content-sha256',
      ],
      maxAge: 600,
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
