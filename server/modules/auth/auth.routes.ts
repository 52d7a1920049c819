/**
 * POST /api/signup, /api/signin, /api/social-login (Firebase ID token in
 * `Authorization: Bearer`) and GET /api/auth/config. Rate-limited per address.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUTH_MESSAGES,
  AuthConfigResponseSchema,
  SessionResponseSchema,
  SigninBodySchema,
  SignupBodySchema,
  SocialLoginBodySchema,
  type AuthConfigResponse,
  type SigninBody,
  type SignupBody,
  type SocialLoginBody,
} from '#shared/api/auth';
import { ErrorBodySchema, errorResponses } from '#shared/api/common';
import type { Config } from '../../config/index';
import { unauthorized } from '../../errors';
import { perMinute } from '../route-limits';
import {
  requireEmail,
  sessionFor,
  signIn,
  signUp,
  socialLogin,
  type AuthContext,
} from './auth.service';
import { ROUTES } from '#shared/api/routes';

/** Sign-in attempts per address per minute, before RATE_LIMIT_SCALE. */
export const AUTH_ATTEMPTS_PER_MINUTE = 20;

const errors = {
  ...errorResponses,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
  503: ErrorBodySchema,
};

function idToken(request: FastifyRequest): string {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '');
  if (!match?.[1]) throw unauthorized(AUTH_MESSAGES.missingIdToken);
  return match[1];
}

export async function authRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const rateLimit = perMinute(AUTH_ATTEMPTS_PER_MINUTE, config);
  const context = (): AuthContext => ({
    db: app.db,
    sessions: app.sessions,
    adminEmails: app.authSettings.adminEmails,
  });
  const identity = async (request: FastifyRequest) =>
    requireEmail(await app.firebaseAuth.verifyIdToken(idToken(request)));
  const security = [{ bearer: [] }];

  app.post<{ Body: SignupBody }>(
    ROUTES.signup.path,
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Register the Firebase account with the market',
        description:
          'Bearer: the Firebase ID token. Creates the account (unverified emails too) and answers with a session.',
        security,
        body: SignupBodySchema,
        response: { 201: SessionResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await signUp(context(), await identity(request), request.body);
      return reply.status(201).send(await sessionFor(context(), user));
    },
  );

  app.post<{ Body: SigninBody }>(
    ROUTES.signin.path,
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Firebase ID token',
        description:
          'Bearer: the Firebase ID token. 403 "Email not verified" until the email is verified.',
        security,
        body: SigninBodySchema,
        response: { 200: SessionResponseSchema, ...errors },
      },
    },
    async request => {
      const user = await signIn(context(), await identity(request), request.body.email);
      return sessionFor(context(), user);
    },
  );

  app.post<{ Body: SocialLoginBody }>(
    ROUTES.socialLogin.path,
    {
      config: { rateLimit },
      schema: {
        tags: ['auth'],
        summary: 'Sign in or up after a Google, Facebook or GitHub popup',
        security,
        body: SocialLoginBodySchema,
        response: { 200: SessionResponseSchema, ...errors },
      },
    },
    async request => {
      const user = await socialLogin(context(), await identity(request), request.body);
      return sessionFor(context(), user);
    },
  );

  app.get(
    ROUTES.authConfig.path,
    {
      schema: {
        tags: ['auth'],
        summary: 'Firebase web settings for the sign-in screen',
        response: { 200: AuthConfigResponseSchema },
      },
    },
    async (): Promise<AuthConfigResponse> => {
      const { mode, projectId, apiKey, authDomain, emulatorHost } =
        app.authSettings.firebase;
      return {
        mode,
        projectId,
        apiKey,
        authDomain,
        ...(mode === 'emulator' && emulatorHost
          ? { emulatorUrl: `http://${emulatorHost}` }
          : {}),
      };
    },
  );
}
