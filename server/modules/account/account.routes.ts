/**
 * The signed-in user's account: GET /authenticated/api/user/get-user,
 * POST /api/update-me, POST /api/update-user-password. All need a session
 * (the auth plugin's guard; the /api ones through `config.auth`).
 */
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_MESSAGES,
  GetUserResponseSchema,
  RECENT_SIGN_IN_SECONDS,
  UpdateMeBodySchema,
  UpdateMeResponseSchema,
  UpdatePasswordBodySchema,
  UpdatePasswordResponseSchema,
  type GetUserResponse,
  type UpdateMeBody,
  type UpdateMeResponse,
  type UpdatePasswordBody,
  type UpdatePasswordResponse,
} from '#shared/api/account';
import { ErrorBodySchema, errorResponses } from '#shared/api/common';
import { validatePassword } from '#shared/domain/validation';
import type { Config } from '../../config/index';
import { badRequest, forbidden } from '../../errors';
import { currentUser } from '../../plugins/auth';
import { perMinute } from '../route-limits';
import { bumpSessionVersion } from './account.repository';
import { activeGold } from '../commerce/gold';
import { isRecentSignIn, toCurrentUser, updateProfile } from './account.service';
import { assertSignedInAfterPasswordChange } from '../auth/auth.service';
import { HEADERS, ROUTES } from '#shared/api/routes';

const errors = {
  ...errorResponses,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  409: ErrorBodySchema,
};
const security = [{ bearer: [] }];

export async function accountRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
) {
  app.get(
    ROUTES.getUser.path,
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user',
        security,
        response: { 200: GetUserResponseSchema, ...errors },
      },
    },
    async (request): Promise<GetUserResponse> => {
      const user = currentUser(request);
      return {
        user: { ...toCurrentUser(user), gold: await activeGold(app.db, user.id) },
      };
    },
  );

  app.post<{ Body: UpdateMeBody }>(
    ROUTES.updateMe.path,
    {
      config: { auth: 'user', rateLimit: perMinute(60, config) },
      schema: {
        tags: ['account'],
        summary: 'Change name, username, avatar, website or location',
        description:
          'Field errors answer 400 with the spec §5 message and `field`; a reserved username answers code 6555 "is reserved", a taken one 409 code 11000 "already exists".',
        security,
        body: UpdateMeBodySchema,
        response: { 200: UpdateMeResponseSchema, ...errors },
      },
    },
    async (request): Promise<UpdateMeResponse> => {
      const user = await updateProfile(app.db, currentUser(request), request.body);
      return { message: ACCOUNT_MESSAGES.profileUpdated, user: toCurrentUser(user) };
    },
  );

  app.post<{ Body: UpdatePasswordBody }>(
    ROUTES.updatePassword.path,
    {
      config: { auth: 'user', rateLimit: perMinute(10, config) },
      schema: {
        tags: ['account'],
        summary: 'Change the password (needs a sign-in from the last 5 minutes)',
        description: `Header \`${HEADERS.recentSignIn}\`: a Firebase ID token from a sign-in at most ${RECENT_SIGN_IN_SECONDS} s old. Every other session ends; the answer carries a fresh session token.`,
        security,
        body: UpdatePasswordBodySchema,
        response: { 200: UpdatePasswordResponseSchema, ...errors, 503: ErrorBodySchema },
      },
    },
    async (request): Promise<UpdatePasswordResponse> => {
      const user = currentUser(request);
      const header = request.headers[HEADERS.recentSignIn];
      if (typeof header !== 'string' || header.trim() === '') {
        throw forbidden(ACCOUNT_MESSAGES.recentSignInRequired);
      }
      const identity = await app.firebaseAuth.verifyIdToken(header.trim());
      if (identity.uid !== user.firebase_uid) {
        throw forbidden(ACCOUNT_MESSAGES.notYourAccount);
      }
      if (!isRecentSignIn(identity.authTime)) {
        throw forbidden(ACCOUNT_MESSAGES.recentSignInRequired);
      }
      assertSignedInAfterPasswordChange(user, identity.authTime);
      const passwordError = validatePassword(request.body.password);
      if (passwordError) throw badRequest(passwordError, 'password');
      await app.firebaseAuth.setPassword(identity.uid, request.body.password);
      // Every session issued so far stops working; the caller gets a new one.
      const version = await bumpSessionVersion(app.db, user.id, new Date());
      const { token } = await app.sessions.issue(user.id, version);
      return { message: ACCOUNT_MESSAGES.passwordUpdated, token };
    },
  );
}
