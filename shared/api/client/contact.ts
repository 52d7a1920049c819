/** Contact form, feedback and the API health check (app backend). */
import type { ContactBody, ContactReceipt, FeedbackBody } from '../../domain/contact';
import { ROUTES } from '../routes';
import type { ApiClient } from './http';

export function sendContactMessage(
  api: ApiClient,
  body: ContactBody,
  signal?: AbortSignal,
): Promise<ContactReceipt> {
  return api.request(ROUTES.contactUs, { body, signal });
}

export function sendFeedback(
  api: ApiClient,
  body: FeedbackBody,
  signal?: AbortSignal,
): Promise<ContactReceipt> {
  return api.request(ROUTES.feedback, { body, signal });
}

export interface ApiHealth {
  ok: boolean;
  dialect: string;
}

/** `GET /api/health`: answers once the server can reach its database. */
export function getApiHealth(api: ApiClient, signal?: AbortSignal): Promise<ApiHealth> {
  return api.request(ROUTES.health, { signal });
}
