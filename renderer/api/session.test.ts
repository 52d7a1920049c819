import { describe, expect, it } from 'vitest';
import { ACCOUNT_ROUTES } from '#shared/api/account';
import { EVENT_ROUTES } from '#shared/api/events';
import { EVENTS_PATH } from '../features/analytics/analytics';
import { GET_USER_PATH } from './session';

describe('first-load copies of shared routes', () => {
  it('match the HTTP contract', () => {
    expect(GET_USER_PATH).toBe(ACCOUNT_ROUTES.getUser);
    expect(EVENTS_PATH).toBe(EVENT_ROUTES.record);
  });
});
