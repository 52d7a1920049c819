/**
 * Beta programme: POST /api/add-beta-user and GET
 * /authenticated/api/user/check-beta/:email for signed-in users,
 * GET /admin/get-beta-users and PUT /admin/update-beta-waitlist for admins.
 */
import type { FastifyInstance } from 'fastify';
import {
  AddBetaUserBodySchema,
  AddBetaUserResponseSchema,
  CheckBetaParamsSchema,
  CheckBetaResponseSchema,
  type AddBetaUserBody,
  type CheckBetaResponse,
} from '#shared/api/account';
import {
  BetaUsersResponseSchema,
  UpdateBetaWaitlistBodySchema,
  UpdateBetaWaitlistResponseSchema,
  type BetaUsersResponse,
  type UpdateBetaWaitlistBody,
  type UpdateBetaWaitlistResponse,
} from '#shared/api/admin';
import { ErrorBodySchema, errorResponses } from '#shared/api/common';
import type { Config } from '../../config/index';
import { currentUser } from '../../plugins/auth';
import { perMinute } from '../route-limits';
import { listBetaUsers } from './beta.repository';
import { addBetaUser, checkBeta, setWaitlist, toBetaUser } from './beta.service';
import { ROUTES } from '#shared/api/routes';

const errors = { ...errorResponses, 401: ErrorBodySchema, 403: ErrorBodySchema };
const security = [{ bearer: [] }];

export async function betaRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const access = () => app.authSettings.betaAccess;

  app.post<{ Body: AddBetaUserBody }>(
    ROUTES.addBetaUser.path,
    {
      config: { auth: 'user', rateLimit: perMinute(20, config) },
      schema: {
        tags: ['beta'],
        summary: 'Apply to the beta programme',
        security,
        body: AddBetaUserBodySchema,
        response: {
          200: AddBetaUserResponseSchema,
          201: AddBetaUserResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { betaUser, created } = await addBetaUser(
        app.db,
        currentUser(request),
        request.body,
        access(),
      );
      return reply.status(created ? 201 : 200).send({ betaUser });
    },
  );

  app.get<{ Params: { email: string } }>(
    ROUTES.checkBeta.path,
    {
      schema: {
        tags: ['beta'],
        summary: 'Whether this email is on the beta waitlist (message.waitlist)',
        security,
        params: CheckBetaParamsSchema,
        response: { 200: CheckBetaResponseSchema, ...errors },
      },
    },
    (request): Promise<CheckBetaResponse> =>
      checkBeta(app.db, currentUser(request), request.params.email, access()),
  );

  app.get(
    ROUTES.getBetaUsers.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Every beta application, newest first',
        security,
        response: { 200: BetaUsersResponseSchema, ...errors },
      },
    },
    async (): Promise<BetaUsersResponse> => ({
      betaUsers: (await listBetaUsers(app.db)).map(toBetaUser),
    }),
  );

  app.put<{ Body: UpdateBetaWaitlistBody }>(
    ROUTES.updateBetaWaitlist.path,
    {
      schema: {
        tags: ['admin'],
        summary: 'Put a beta applicant on or off the waitlist',
        security,
        body: UpdateBetaWaitlistBodySchema,
        response: { 200: UpdateBetaWaitlistResponseSchema, ...errors },
      },
    },
    async (request): Promise<UpdateBetaWaitlistResponse> => ({
      betaUser: await setWaitlist(app.db, request.body.userEmail, request.body.waitlist),
    }),
  );
}
