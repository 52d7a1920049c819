/** Contact form, feedback and the API health check (app backend, spec §7). */
import {
  CONTACT_ROUTES,
  type ContactBody,
  type ContactReceipt,
  type FeedbackBody,
} from '#shared/domain/contact';
import type { ApiClients } from './http';

export function sendContactMessage(
  api: ApiClients,
  body: ContactBody,
  signal?: AbortSignal,
): Promise<ContactReceipt> {
  return api.app
    .post<ContactReceipt>(CONTACT_ROUTES.contactUs, body, { signal })
    .then(response => response.data);
}

export function sendFeedback(
  api: ApiClients,
  body: FeedbackBody,
  signal?: AbortSignal,
): Promise<ContactReceipt> {
  return api.app
    .post<ContactReceipt>(CONTACT_ROUTES.feedback, body, { signal })
    .then(response => response.data);
}

export interface ApiHealth {
  ok: boolean;
  dialect: string;
}

/** `GET /api/health`: answers once the server can reach its database. */
export function getApiHealth(api: ApiClients, signal?: AbortSignal): Promise<ApiHealth> {
  return api.app
    .get<ApiHealth>('/api/health', { signal })
    .then(response => response.data);
}
