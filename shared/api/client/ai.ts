/** Typed call of the AI helper (text to curl); signed-in users have their own route. */
import { ROUTES } from '../routes';
import type { ApiClient } from './http';

/** Answers unknown JSON: the caller checks its shape (providers vary). */
export function createCurl(
  api: ApiClient,
  userInput: string,
  signedIn: boolean,
  signal?: AbortSignal,
): Promise<unknown> {
  const route = signedIn ? ROUTES.aiCreateCurlSignedIn : ROUTES.aiCreateCurl;
  return api.request(route, { body: { userInput }, signal, timeout: 60_000 });
}
