/**
 * Rules and messages of the contact form and the feedback page, shared by the
 * forms and the server (no TypeBox here, so the browser bundle stays small).
 * The HTTP contract that uses them is shared/api/contact.ts.
 */
import { validateEmail, type FieldErrors } from './validation';

export const CONTACT_KINDS = ['contact', 'feedback', 'report-issue'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** The kinds a visitor can pick on the contact form; feedback has its own page. */
export const CONTACT_FORM_KINDS = ['contact', 'report-issue'] as const;
export type ContactFormKind = (typeof CONTACT_FORM_KINDS)[number];

export const CONTACT_KIND_LABELS: Record<ContactKind, string> = {
  contact: 'Question or request',
  'report-issue': 'Report an issue',
  feedback: 'Feedback',
};

export const CONTACT_LIMITS = {
  email: { max: 254 },
  name: { min: 1, max: 60 },
  subject: { min: 3, max: 120 },
  message: { min: 10, max: 5000 },
  rating: { min: 1, max: 5 },
  /** Messages one address may send per minute, per form. */
  perMinute: 5,
} as const;

export const CONTACT_MESSAGES = {
  email: 'Enter a valid email address, like you@example.com',
  name: `Enter your name (up to ${CONTACT_LIMITS.name.max} characters)`,
  subject: `The subject needs ${CONTACT_LIMITS.subject.min} to ${CONTACT_LIMITS.subject.max} characters`,
  message: `The message needs ${CONTACT_LIMITS.message.min} to ${CONTACT_LIMITS.message.max} characters`,
  rating: 'Choose a rating from 1 to 5 stars',
  kind: 'Choose what your message is about',
  rateLimited: (seconds: number, max: number = CONTACT_LIMITS.perMinute) =>
    `You have sent ${max} messages in the last minute. Please wait ${seconds} s and try again.`,
} as const;

/** Body of `POST /api/contact-us`. */
export interface ContactBody {
  email: string;
  name: string;
  subject: string;
  message: string;
  kind?: ContactFormKind;
}

/** Body of `POST /api/feedback`. */
export interface FeedbackBody {
  rating: number;
  message: string;
  email?: string;
}

/** Answer of both calls. */
export interface ContactReceipt {
  id: string;
  kind: ContactKind;
  createdAt: string;
}

/** A short reference a visitor can quote in a follow-up ("AIX-1A2B3C4D"). */
export function contactReference(id: string): string {
  return `AIX-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

function lengthIn(value: string, limits: { min: number; max: number }): boolean {
  return value.length >= limits.min && value.length <= limits.max;
}

function checkEmail(email: string): string | undefined {
  const trimmed = email.trim();
  if (trimmed.length > CONTACT_LIMITS.email.max || validateEmail(trimmed)) {
    return CONTACT_MESSAGES.email;
  }
  return undefined;
}

export type ContactField = 'email' | 'name' | 'subject' | 'message' | 'kind';
export type FeedbackField = 'email' | 'rating' | 'message';

/** Trims every text field; the server stores exactly what this returns. */
export function normalizeContact(body: ContactBody): Required<ContactBody> {
  return {
    email: body.email.trim(),
    name: body.name.trim(),
    subject: body.subject.trim(),
    message: body.message.trim(),
    kind: body.kind ?? 'contact',
  };
}

export function validateContactMessage(body: ContactBody): FieldErrors<ContactField> {
  const value = normalizeContact(body);
  const errors: FieldErrors<ContactField> = {};
  const email = checkEmail(value.email);
  if (email) errors.email = email;
  if (!lengthIn(value.name, CONTACT_LIMITS.name)) errors.name = CONTACT_MESSAGES.name;
  if (!lengthIn(value.subject, CONTACT_LIMITS.subject)) {
    errors.subject = CONTACT_MESSAGES.subject;
  }
  if (!lengthIn(value.message, CONTACT_LIMITS.message)) {
    errors.message = CONTACT_MESSAGES.message;
  }
  if (!CONTACT_FORM_KINDS.includes(value.kind)) errors.kind = CONTACT_MESSAGES.kind;
  return errors;
}

export function normalizeFeedback(body: FeedbackBody): FeedbackBody {
  const email = body.email?.trim() ?? '';
  return {
    rating: body.rating,
    message: body.message.trim(),
    ...(email === '' ? {} : { email }),
  };
}

export function validateFeedback(body: FeedbackBody): FieldErrors<FeedbackField> {
  const value = normalizeFeedback(body);
  const errors: FieldErrors<FeedbackField> = {};
  if (
    !Number.isInteger(value.rating) ||
    value.rating < CONTACT_LIMITS.rating.min ||
    value.rating > CONTACT_LIMITS.rating.max
  ) {
    errors.rating = CONTACT_MESSAGES.rating;
  }
  if (value.email !== undefined) {
    const email = checkEmail(value.email);
    if (email) errors.email = email;
  }
  if (!lengthIn(value.message, CONTACT_LIMITS.message)) {
    errors.message = CONTACT_MESSAGES.message;
  }
  return errors;
}

/** The first field error in form order, for a one-line API answer. */
export function firstError<K extends string>(
  errors: FieldErrors<K>,
  order: readonly K[],
): { field: K; message: string } | undefined {
  for (const field of order) {
    const message = errors[field];
    if (message) return { field, message };
  }
  return undefined;
}

export const CONTACT_FIELD_ORDER: readonly ContactField[] = [
  'kind',
  'email',
  'name',
  'subject',
  'message',
];
export const FEEDBACK_FIELD_ORDER: readonly FeedbackField[] = [
  'rating',
  'email',
  'message',
];
