/**
 * Best-effort analytics (spec §1, §7): events go to POST /api/events and a
 * failure is swallowed, so analytics can never block or bother the user.
 */
import type { EventBody } from '#shared/api/events';
import { API_ROUTES } from '#shared/api/routes';
import type { ApiClients } from '../../api/http';

export function recordEvent(api: ApiClients, event: EventBody): void {
  api.app.post(API_ROUTES.recordEvent, event).catch(() => undefined);
}
