/**
 * A sign-in error as the app holds it, and the empty one: all the app shell needs
 * of signing in on every page. The sign-in screens' words and providers are in
 * sign-in.ts; both stay apart from the TypeBox schemas in shared/api/auth.ts
 * (which re-exports them), so no schema joins the browser bundle.
 */

/** A sign-in error as the screens show it (the catalogue is in auth-errors.ts). */
export interface AuthErrorInfo {
  title: string;
  message: string;
}

/**
 * No error to show. Here rather than beside the catalogue: the app shell needs
 * only this, and a module's exports stay in the chunk that holds it, so importing
 * it from auth-errors.ts put the whole catalogue into every first visit.
 */
export const EMPTY_AUTH_ERROR: AuthErrorInfo = { title: '', message: '' };
