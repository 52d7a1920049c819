import { getApiHealth, type ApiHealth } from '#shared/api/client/contact';
import { useApiQuery } from '../../hooks/useApiQuery';

/** The server's health answer (cached briefly like every query; "Check again" refetches). */
export function useApiHealth() {
  return useApiQuery<ApiHealth>('api-health', getApiHealth);
}
