/**
 * Best-effort analytics (spec §1, §7): events go to POST /api/events and a
 * failure is swallowed, so analytics can never block or bother the user.
 */
import type { EventBody } from '#shared/api/events';
import type { ApiClients } from '../../api/http';

/**
 * EVENT_ROUTES.record, copied: this runs on every first load, and importing
 * shared/api/events would pull its TypeBox schemas into it (renderer/api/session.test.ts).
 */
export const EVENTS_PATH = '/api/events';

export function recordEvent(api: ApiClients, event: EventBody): void {
  api.app.post(EVENTS_PATH, event).catch(() => undefined);
}
