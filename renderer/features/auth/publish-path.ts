/**
 * Where "Publish my extension" leads. Signed-out visitors used to be sent to the
 * dashboard, which bounced them to /about and back: a loop. They now go to sign
 * in, told why, and land in the editor afterwards.
 */
import { useAtomValue } from '../../state/jotai';
import { authAtom } from './auth-atoms';

/** Spec §2: the navigation's target for a signed-in maker. */
export const MY_EXTENSIONS_PATH = '/dashboard/my-extensions';
export const EDITOR_PATH = '/dashboard/my-extensions/add';

/** Reasons /login can show above its tabs, keyed by `?why=`. */
export const SIGN_IN_REASONS = {
  publish:
    'Sign in or create an account to publish your extension. The editor opens next.',
} as const;
export type SignInReason = keyof typeof SIGN_IN_REASONS;

export function signInReason(value: string | null): string | undefined {
  return value && Object.hasOwn(SIGN_IN_REASONS, value)
    ? SIGN_IN_REASONS[value as SignInReason]
    : undefined;
}

export function publishPath(signedIn: boolean): string {
  if (signedIn) return MY_EXTENSIONS_PATH;
  const query = new URLSearchParams({ next: EDITOR_PATH, why: 'publish' });
  return `/login?${query.toString()}`;
}

export function usePublishPath(): string {
  return publishPath(useAtomValue(authAtom).status === 'signedIn');
}
