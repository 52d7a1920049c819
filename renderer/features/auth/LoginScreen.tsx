/**
 * /login: the Sign in and Sign up tabs, the password reset and social sign-in.
 * Everything about who is signed in lives in this folder too (features/auth):
 * the session atoms, start-up check, flows and the email-action screens.
 */
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Navigate } from '../../components/Navigate';
import { Link } from '../../components/Link';
import { getAuthConfig } from '#shared/api/client/account';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ScreenFallback } from '../../components/ScreenFallback';
import { useApiQuery } from '../../hooks/useApiQuery';
import { usePageHead } from '../../hooks/usePageHead';
import { useAtomValue, useSetAtom } from '../../state/jotai';
import { authAtom, authFlowAtom } from './auth-atoms';
import { VERIFICATION_SENT_MESSAGE } from './auth-flow';
import { signInReason } from './sign-in-reasons';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { SocialButtons } from './SocialButtons';
import '../../components/forms.css';
import './login.css';
import { PAGE_TITLES } from '#shared/page-titles';

type Tab = 'signin' | 'signup';
const TABS: readonly { id: Tab; label: string }[] = [
  { id: 'signin', label: 'Sign in' },
  { id: 'signup', label: 'Sign up' },
];

/** /login: sign in / sign up tabs (spec §2); signed-in visitors go to their account. */
/** Where to go after signing in: a page of ours (`?next=/extension/foo`), else the account. */
export function safeNext(next: string | null): string {
  return next && /^\/(?![/\\])/.test(next) ? next : '/dashboard/account';
}

export function LoginScreen() {
  const auth = useAtomValue(authAtom);
  const flow = useAtomValue(authFlowAtom);
  const setFlow = useSetAtom(authFlowAtom);
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  const config = useApiQuery('auth-config', api => getAuthConfig(api));
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({
    signin: null,
    signup: null,
  });
  usePageHead(tab === 'signup' ? 'Sign up' : PAGE_TITLES.login);

  // A finished or failed attempt must not greet the next visit to this screen.
  useEffect(() => () => setFlow({ status: 'idle' }), [setFlow]);

  if (auth.status === 'signedIn')
    return <Navigate to={safeNext(params.get('next'))} replace />;
  if (auth.status === 'loading') return <ScreenFallback />;

  const choose = (next: Tab) => {
    setFlow({ status: 'idle' });
    const keep = params.get('next');
    const why = params.get('why');
    setParams(
      {
        ...(next === 'signup' ? { tab: 'signup' } : {}),
        ...(keep ? { next: keep } : {}),
        ...(why ? { why } : {}),
      },
      { replace: true },
    );
  };
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: Tab =
      event.key === 'Home'
        ? 'signin'
        : event.key === 'End'
          ? 'signup'
          : tab === 'signin'
            ? 'signup'
            : 'signin';
    choose(next);
    tabRefs.current[next]?.focus();
  };

  const emulator = config.data?.mode === 'emulator';
  const reason = signInReason(params.get('why'));
  if (config.data?.mode === 'disabled') {
    return (
      <div className="container login-page">
        <EmptyState
          headingLevel={1}
          icon="shield"
          title="Sign-in is not available"
          message="This server has no sign-in configured. Start it with the Auth emulator (npm start) or set the Firebase variables described in the README."
        />
      </div>
    );
  }

  return (
    <div className="container login-page">
      <div className="form-card login-card">
        <h1 className="login-title">
          {tab === 'signup' ? 'Create your account' : 'Welcome back'}
        </h1>
        {reason && <p className="login-reason">{reason}</p>}
        {flow.status === 'emailSent' ? (
          <section className="form-stack" aria-label="Check your email">
            <p role="status" className="login-sent">
              {VERIFICATION_SENT_MESSAGE}
            </p>
            <p className="login-lead">
              We sent the link to <strong>{flow.email}</strong>. Open it, then sign in.
            </p>
            {emulator && (
              <p className="login-lead">
                Running locally: the email is in the{' '}
                <Link to="/dev/mailbox">dev mailbox</Link>.
              </p>
            )}
            <div className="form-submit">
              <Button variant="secondary" onClick={() => choose('signin')}>
                Back to sign in
              </Button>
            </div>
          </section>
        ) : (
          <>
            <div className="login-tabs" role="tablist" aria-label="Sign in or sign up">
              {TABS.map(item => (
                <button
                  key={item.id}
                  ref={element => {
                    tabRefs.current[item.id] = element;
                  }}
                  type="button"
                  role="tab"
                  id={`login-tab-${item.id}`}
                  aria-selected={tab === item.id}
                  aria-controls={`login-panel-${item.id}`}
                  tabIndex={tab === item.id ? 0 : -1}
                  className="login-tab"
                  onClick={() => choose(item.id)}
                  onKeyDown={onTabKey}
                >
                  {item.label}
                </button>
              ))}
            </div>
            <div
              role="tabpanel"
              id={`login-panel-${tab}`}
              aria-labelledby={`login-tab-${tab}`}
              className="login-panel"
            >
              {tab === 'signin' ? <SignInForm /> : <SignUpForm />}
            </div>
            <p className="login-divider">
              <span>or</span>
            </p>
            <SocialButtons />
            {emulator && (
              <p className="login-dev-note">
                Local sign-in emulator: verification and reset emails appear in the{' '}
                <Link to="/dev/mailbox">dev mailbox</Link>.
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
