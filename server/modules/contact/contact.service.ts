/**
 * Checks a contact or feedback message with the shared rules, stores it and
 * answers with a receipt. Bad input becomes a 400 naming the first bad field.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  CONTACT_FIELD_ORDER,
  FEEDBACK_FIELD_ORDER,
  firstError,
  normalizeContact,
  normalizeFeedback,
  validateContactMessage,
  validateFeedback,
  type ContactBody,
  type ContactReceipt,
  type FeedbackBody,
} from '#shared/api/contact';
import type { Database } from '../../db/database';
import { badRequest } from '../../errors';
import { insertContactMessage, type NewContactMessage } from './contact.repository';

/** Longest User-Agent we keep; the rest is noise for support. */
export const USER_AGENT_MAX = 255;

export function trimUserAgent(userAgent: string | string[] | undefined): string {
  const value = Array.isArray(userAgent) ? userAgent.join(' ') : (userAgent ?? '');
  return value.trim().slice(0, USER_AGENT_MAX);
}

async function store(
  db: Kysely<Database>,
  row: NewContactMessage,
): Promise<ContactReceipt> {
  await insertContactMessage(db, row);
  return { id: row.id, kind: row.kind, createdAt: row.created_at };
}

export async function submitContactMessage(
  db: Kysely<Database>,
  body: ContactBody,
  userAgent: string,
): Promise<ContactReceipt> {
  const problem = firstError(validateContactMessage(body), CONTACT_FIELD_ORDER);
  if (problem) throw badRequest(problem.message, problem.field);
  const value = normalizeContact(body);
  return store(db, {
    id: randomUUID(),
    kind: value.kind,
    email: value.email,
    name: value.name,
    subject: value.subject,
    message: value.message,
    rating: null,
    user_agent: userAgent,
    created_at: new Date().toISOString(),
  });
}

export async function submitFeedback(
  db: Kysely<Database>,
  body: FeedbackBody,
  userAgent: string,
): Promise<ContactReceipt> {
  const problem = firstError(validateFeedback(body), FEEDBACK_FIELD_ORDER);
  if (problem) throw badRequest(problem.message, problem.field);
  const value = normalizeFeedback(body);
  return store(db, {
    id: randomUUID(),
    kind: 'feedback',
    email: value.email ?? null,
    name: '',
    subject: `Feedback: ${value.rating} of 5`,
    message: value.message,
    rating: value.rating,
    user_agent: userAgent,
    created_at: new Date().toISOString(),
  });
}
