/**
 * Hands the app's one API client (shared/api/client) to every screen. The client
 * reads the signed-in profile on each request, so it outlives sign-in and sign-out;
 * the platform says where the two backends are.
 */
import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import { createApiClient, type ApiClient } from '#shared/api/client/http';
import type { StoredProfile } from '../platform/types';
import { usePlatform } from '../platform/PlatformContext';
import { writeCache } from '../hooks/query-cache';
import { useSsr } from '../ssr/ssr-context';

const ApiContext = createContext<ApiClient | null>(null);

/** Provides the HTTP client; `profile` is the signed-in user's stored profile or null. */
export function ApiProvider({
  profile,
  children,
}: {
  profile: StoredProfile | null;
  children: ReactNode;
}) {
  const platform = usePlatform();
  const profileRef = useRef(profile);
  useLayoutEffect(() => {
    profileRef.current = profile;
  }, [profile]);
  const ssr = useSsr();
  const client = useMemo(() => {
    // The server render's in-process client (import.meta.env.SSR: only in that build).
    if (import.meta.env.SSR && ssr?.client) return ssr.client;
    // eslint-disable-next-line react-hooks/refs -- read per request, never during render
    const created = createApiClient({
      baseUrls: { functions: platform.functionsBaseUrl, app: platform.appBaseUrl },
      session: () => {
        const current = profileRef.current;
        return current ? { token: current.token, userId: current.id } : null;
      },
    });
    // A server-rendered page hydrates from the answers it was rendered with.
    for (const [key, data] of Object.entries(ssr?.seeds ?? {})) {
      writeCache(created, key, data);
    }
    return created;
  }, [platform, ssr]);
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/**
 * Where a stored file path loads from (see ApiClient.resolve). Works without a
 * provider too (component tests), where paths stay as they are.
 */
export function useFileUrl(): (url: string) => string {
  const client = useContext(ApiContext);
  return client ? client.resolve : identity;
}
const identity = (url: string) => url;

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi() needs an <ApiProvider>');
  return client;
}
