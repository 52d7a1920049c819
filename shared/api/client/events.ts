/**
 * Analytics events (app backend): every page records its view, so this is in the
 * first load, apart from the contact and feedback calls (contact.ts).
 */
import type { EventBody } from '../events';
import { ROUTES } from '../routes';
import type { ApiClient } from './http';

/** Fire and forget: analytics must never break a screen. */
export function recordEvent(api: ApiClient, body: EventBody): void {
  api.send(ROUTES.recordEvent, { body });
}
