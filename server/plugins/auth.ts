/**
 * Who is calling. Decorates the app with `sessions` (our HS256 session tokens),
 * `firebaseAuth` (firebase-admin, emulator aware) and `authSettings`, and the
 * request with `authUser`.
 *
 * Protection is structural: one root `onRequest` guard runs before every route
 * and demands
 * - a valid session for every route under `/authenticated/` or with
 *   `config: { auth: 'user' }` (or registered inside `authenticatedRoutes(...)`),
 * - a valid admin session for every route under `/admin/` or with
 *   `config: { auth: 'admin' }` (or inside `adminRoutes(...)`).
 * A route can only raise its level, never lower the one its prefix demands, so a
 * forgotten check under those prefixes is impossible. A valid session is a
 * `Authorization: Bearer <token>` that verifies, an `x-user-id` header equal to
 * its subject, and an existing account with a verified email. Routes marked
 * `config: { tokens: true }` also take a maker's access token (`Bearer aixm_…`, no
 * `x-user-id`); every other route refuses one, admin routes included.
 */
import fp from 'fastify-plugin';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyRequest,
  RouteOptions,
} from 'fastify';
import { ACCOUNT_MESSAGES } from '#shared/api/account';
import { HEADERS } from '#shared/api/routes';
import type { UserRow } from '../db/database';
import type { Config } from '../config/index';
import { forbidden, unauthorized } from '../errors';
import { TOKEN_MESSAGES } from '#shared/api/tokens';
import { findUserById, promoteAdmins } from '../modules/account/account.repository';
import { isAccessToken, tokenUserId } from '../modules/tokens/tokens.service';
import type { AuthConfig } from '../config/auth';
import { createFirebaseAuth, type FirebaseAuthService } from './auth-firebase';
import {
  SESSION_MESSAGES,
  createSessionService,
  resolveSessionSecret,
  type SessionService,
} from './auth-session';

export type AuthLevel = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    firebaseAuth: FirebaseAuthService;
    authSettings: AuthConfig;
    /** Every registered route that needs a session, with its level (route matrix). */
    protectedRoutes(): ProtectedRoute[];
    /** Every registered route with the level it demands (route table check). */
    registeredRoutes(): RegisteredRoute[];
  }
  interface FastifyRequest {
    /** The signed-in account, set by the guard on protected routes. */
    authUser: UserRow | null;
  }
  interface FastifyContextConfig {
    /** Raise a route's protection: 'user' needs a session, 'admin' an admin session. */
    auth?: AuthLevel;
    /** Also accept an access token (studio, command line): publishing, uploads, orders, downloads. */
    tokens?: boolean;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  level: AuthLevel;
  /** Whether the route takes access tokens as well as sessions. */
  tokens: boolean;
  /** The request schemas it validates with (body, querystring, params, headers). */
  schema: RouteOptions['schema'];
}

export interface ProtectedRoute extends RegisteredRoute {
  level: Exclude<AuthLevel, 'public'>;
}

const RANK: Record<AuthLevel, number> = { public: 0, user: 1, admin: 2 };

function prefixLevel(url: string): AuthLevel {
  if (url.startsWith('/admin/') || url === '/admin') return 'admin';
  if (url.startsWith('/authenticated/') || url === '/authenticated') return 'user';
  return 'public';
}

/** The stronger of what the URL prefix demands and what the route asks for. */
export function requiredLevel(url: string | undefined, asked: AuthLevel | undefined) {
  if (url === undefined) return 'public';
  const byPrefix = prefixLevel(url);
  return RANK[asked ?? 'public'] > RANK[byPrefix] ? (asked ?? 'public') : byPrefix;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1];
}

/** Resolves the session user or throws 401/403; cached on the request. */
export async function authenticate(request: FastifyRequest): Promise<UserRow> {
  if (request.authUser) return request.authUser;
  const token = bearerToken(request);
  if (!token) throw unauthorized(SESSION_MESSAGES.missing);
  if (isAccessToken(token)) return authenticateToken(request, token);
  const claims = await request.server.sessions.verify(token);
  const headerUserId = request.headers[HEADERS.userId];
  if (typeof headerUserId !== 'string' || headerUserId !== claims.userId) {
    throw unauthorized(SESSION_MESSAGES.userIdMismatch);
  }
  const user = await findUserById(request.server.db, claims.userId);
  if (!user) throw unauthorized(SESSION_MESSAGES.unknownUser);
  // A version, not a time: a session issued in the same second as a password change
  // is still older than it.
  if (claims.version !== Number(user.session_version)) {
    throw unauthorized(SESSION_MESSAGES.revoked);
  }
  if (user.email_verified !== 1) throw forbidden(ACCOUNT_MESSAGES.emailNotVerified);
  request.authUser = user;
  return user;
}

async function authenticateToken(
  request: FastifyRequest,
  token: string,
): Promise<UserRow> {
  if (request.routeOptions.config.tokens !== true) {
    throw unauthorized(TOKEN_MESSAGES.notHere);
  }
  const userId = await tokenUserId(request.server.db, token);
  const user = userId ? await findUserById(request.server.db, userId) : undefined;
  if (!user) throw unauthorized(TOKEN_MESSAGES.unknown);
  if (user.email_verified !== 1) throw forbidden(ACCOUNT_MESSAGES.emailNotVerified);
  request.authUser = user;
  return user;
}

/** The session user when the request carries a valid session, else null (never throws). */
export async function optionalUser(request: FastifyRequest): Promise<UserRow | null> {
  if (!bearerToken(request)) return null;
  try {
    return await authenticate(request);
  } catch {
    return null;
  }
}

/** onRequest hook: a verified session is required. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  await authenticate(request);
}

/** onRequest hook: a verified session of an admin is required. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  const user = await authenticate(request);
  if (user.role !== 'admin') throw forbidden('This page is for admins only');
}

/** The signed-in user inside a protected handler. */
export function currentUser(request: FastifyRequest): UserRow {
  if (!request.authUser) throw unauthorized(SESSION_MESSAGES.missing);
  return request.authUser;
}

function scoped(level: 'user' | 'admin', routes: FastifyPluginAsync): FastifyPluginAsync {
  return async scope => {
    scope.addHook('onRoute', route => {
      if (RANK[route.config?.auth ?? 'public'] < RANK[level]) {
        route.config = { ...route.config, auth: level };
      }
    });
    await scope.register(routes);
  };
}

/** Every route registered inside needs a session, whatever its URL. */
export const authenticatedRoutes = (routes: FastifyPluginAsync) => scoped('user', routes);
/** Every route registered inside needs an admin session, whatever its URL. */
export const adminRoutes = (routes: FastifyPluginAsync) => scoped('admin', routes);

async function guard(request: FastifyRequest): Promise<void> {
  const level = requiredLevel(request.routeOptions.url, request.routeOptions.config.auth);
  if (level === 'admin') await requireAdmin(request);
  else if (level === 'user') await requireUser(request);
}

function collectRoutes(app: FastifyInstance) {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', route => {
    routes.push(route);
  });
  // Read levels late: scoped() may raise a route's level after this hook saw it.
  return (): RegisteredRoute[] =>
    routes.flatMap(route => {
      const level = requiredLevel(route.url, route.config?.auth);
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      return methods.map(method => ({
        method,
        url: route.url,
        level,
        tokens: route.config?.tokens === true,
        schema: route.schema,
      }));
    });
}

export const authPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const settings = config.auth;
    const secret = resolveSessionSecret(settings.sessionSecret, config.dataDir);
    app.decorate('sessions', createSessionService(secret, settings.sessionTtlSeconds));
    app.decorate('firebaseAuth', createFirebaseAuth(settings.firebase));
    app.decorate('authSettings', settings);
    app.decorateRequest('authUser', null);
    const registeredRoutes = collectRoutes(app);
    app.decorate('registeredRoutes', registeredRoutes);
    app.decorate('protectedRoutes', () =>
      registeredRoutes().filter(
        (route): route is ProtectedRoute => route.level !== 'public',
      ),
    );
    app.addHook('onRequest', guard);
    app.addHook('onReady', async () => {
      await promoteAdmins(app.db, settings.adminEmails);
    });
    app.addHook('onClose', async () => {
      await app.firebaseAuth.close();
    });
  },
  { name: 'auth', dependencies: ['db', 'errors'] },
);
