/**
 * Where "Publish my extension" leads. Signed-out visitors used to be sent to the
 * dashboard, which bounced them to /about and back: a loop. They now go to sign
 * in, told why, and land in the editor afterwards.
 */
import { useAtomValue } from '../../state/jotai';
import { authAtom } from './auth-atoms';
import type { SignInReason } from './sign-in-reasons';

/** Spec §2: the navigation's target for a signed-in maker. */
export const MY_EXTENSIONS_PATH = '/dashboard/my-extensions';
export const EDITOR_PATH = '/dashboard/my-extensions/add';

export function publishPath(signedIn: boolean): string {
  if (signedIn) return MY_EXTENSIONS_PATH;
  const why: SignInReason = 'publish';
  const query = new URLSearchParams({ next: EDITOR_PATH, why });
  return `/login?${query.toString()}`;
}

export function usePublishPath(): string {
  return publishPath(useAtomValue(authAtom).status === 'signedIn');
}
