import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type ReactNode,
} from 'react';
import type { StoredProfile } from '../platform/types';
import { usePlatform } from '../platform/PlatformContext';
import { createApiClients, type ApiClients } from './http';

const ApiContext = createContext<ApiClients | null>(null);

/** Provides the HTTP clients; `profile` is the signed-in user's stored profile or null. */
export function ApiProvider({
  profile,
  children,
}: {
  profile: StoredProfile | null;
  children: ReactNode;
}) {
  const platform = usePlatform();
  // The clients outlive profile changes; they read the latest profile on every request.
  const profileRef = useRef(profile);
  useLayoutEffect(() => {
    profileRef.current = profile;
  }, [profile]);
  const clients = useMemo(
    // eslint-disable-next-line react-hooks/refs -- read per request, never during render
    () => createApiClients(platform, () => profileRef.current),
    [platform],
  );
  return <ApiContext.Provider value={clients}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClients {
  const clients = useContext(ApiContext);
  if (!clients) throw new Error('useApi() needs an <ApiProvider>');
  return clients;
}
