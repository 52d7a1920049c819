/**
 * Why /login was opened, shown above its tabs (`?why=`). With the sign-in screen,
 * not with the publish link that sends people there (publish-path.ts), which is
 * on every page (issue 18).
 */
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
