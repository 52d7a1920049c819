/**
 * GET /api/dev/mailbox: the Auth emulator's outgoing emails (verification,
 * password reset) and our own kept ones (update notices, when no SMTP_URL is set)
 * for the dev-only mailbox screen. Registered only in emulator
 * mode: against real Firebase the route does not exist (404).
 */
import type { FastifyInstance } from 'fastify';
import Value from 'typebox/value';
import Type from 'typebox';
import {
  MailboxResponseSchema,
  type MailboxMessage,
  type MailboxResponse,
} from '#shared/api/auth';
import { ErrorBodySchema } from '#shared/api/common';
import type { Config } from '../../config/index';
import { AppError } from '../../errors';
import { ROUTES } from '#shared/api/routes';

const OobCodesSchema = Type.Object({
  oobCodes: Type.Array(
    Type.Object({
      email: Type.String(),
      requestType: Type.String(),
      oobCode: Type.String(),
      oobLink: Type.String(),
    }),
  ),
});

const emulatorDown = () =>
  new AppError(502, 'INTERNAL', 'The Firebase Auth emulator did not answer');

/** The emulator's action link rewritten to our own /confirm-identity/action screen. */
export function appActionLink(publicUrl: string, oobLink: string): string {
  const target = new URL('/confirm-identity/action', `${publicUrl}/`);
  const source = new URL(oobLink);
  for (const [key, value] of source.searchParams) target.searchParams.set(key, value);
  return target.toString();
}

export async function readMailbox(
  emulatorHost: string,
  projectId: string,
  publicUrl: string,
): Promise<MailboxResponse> {
  const url = `http://${emulatorHost}/emulator/v1/projects/${encodeURIComponent(projectId)}/oobCodes`;
  let body: unknown;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
    if (!response.ok) throw emulatorDown();
    body = await response.json();
  } catch {
    throw emulatorDown();
  }
  if (!Value.Check(OobCodesSchema, body)) throw emulatorDown();
  const messages: MailboxMessage[] = body.oobCodes.map(code => ({
    email: code.email,
    requestType: code.requestType,
    oobCode: code.oobCode,
    emulatorLink: code.oobLink,
    appLink: appActionLink(publicUrl, code.oobLink),
  }));
  // Newest first: the emulator lists codes in the order it sent them.
  return { messages: messages.reverse() };
}

export async function devMailboxRoutes(
  app: FastifyInstance,
  { config }: { config: Config },
) {
  const { mode, emulatorHost, projectId } = app.authSettings.firebase;
  if (mode !== 'emulator' || !emulatorHost) return;
  app.get(
    ROUTES.devMailbox.path,
    {
      schema: {
        tags: ['dev'],
        summary: 'Emails the Auth emulator would have sent (emulator only)',
        response: { 200: MailboxResponseSchema, 502: ErrorBodySchema },
      },
    },
    async () => {
      const mails = app.notices.mailer.kept().map(mail => ({
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        sentAt: mail.sentAt,
        headers: mail.headers,
        links: mail.links,
      }));
      return { ...(await readMailbox(emulatorHost, projectId, config.publicUrl)), mails };
    },
  );
}
