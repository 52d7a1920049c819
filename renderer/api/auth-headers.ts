/**
 * Per-request headers that must win over the session interceptor of http.ts:
 * the sign-in calls carry the Firebase ID token, the start-up check a profile
 * that is not the clients' stored one yet. Kept free of shared/api imports so
 * the first load stays small.
 */
import axios, { type AxiosRequestConfig, type AxiosRequestTransformer } from 'axios';
import type { StoredProfile } from '../platform/types';
import { USER_ID_HEADER } from './http';

function defaultTransforms(): AxiosRequestTransformer[] {
  const defaults = axios.defaults.transformRequest;
  if (!defaults) return [];
  return Array.isArray(defaults) ? defaults : [defaults];
}

/**
 * Request interceptors run before transformRequest, so headers set here win
 * over the session headers the clients add for a stored profile.
 */
function withHeaders(
  headers: Record<string, string>,
  drop: readonly string[] = [],
): AxiosRequestConfig {
  const setHeaders: AxiosRequestTransformer = function (data: unknown, requestHeaders) {
    for (const name of drop) requestHeaders.delete(name);
    for (const [name, value] of Object.entries(headers)) requestHeaders.set(name, value);
    return data;
  };
  return { transformRequest: [setHeaders, ...defaultTransforms()] };
}

export const firebaseBearer = (idToken: string) =>
  withHeaders({ Authorization: `Bearer ${idToken}` }, [USER_ID_HEADER]);

/** Session headers of a profile that is not (yet) the clients' stored one. */
export const sessionHeaders = (profile: StoredProfile) =>
  withHeaders({ Authorization: `Bearer ${profile.token}`, [USER_ID_HEADER]: profile.id });
