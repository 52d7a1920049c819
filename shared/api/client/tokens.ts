/** Typed calls of access tokens (shared/api/tokens.ts): list, create (shown once), revoke. */
import type { CreateTokenBody, CreatedToken, TokensResponse } from '../tokens';
import { ROUTES } from '../routes';
import type { ApiClient } from './http';

export async function listTokens(api: ApiClient, signal?: AbortSignal) {
  return (await api.request<TokensResponse>(ROUTES.accessTokens, { signal })).tokens;
}

export const createToken = (api: ApiClient, body: CreateTokenBody) =>
  api.request<CreatedToken>(ROUTES.createAccessToken, { body });

export function revokeToken(api: ApiClient, id: string): Promise<{ revoked: true }> {
  return api.request(ROUTES.revokeAccessToken, { params: { id } });
}
