import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';

const PROBLEMS: Record<string, { title: string; message: string }> = {
  'auth/expired-action-code': {
    title: 'This link has expired',
    message:
      'Links in our emails only work for a while. Sign in to get a new verification link, or ask for a new password reset link.',
  },
  'auth/invalid-action-code': {
    title: 'This link was already used or is not valid',
    message:
      'Each link works once. If you already used it, just sign in; otherwise ask for a new link.',
  },
  'auth/user-disabled': {
    title: 'This account is disabled',
    message: 'The account this link belongs to has been disabled. Contact us for help.',
  },
  'auth/user-not-found': {
    title: 'This account no longer exists',
    message: 'The account this link belongs to has been removed. You can sign up again.',
  },
  missing: {
    title: 'This link is incomplete',
    message:
      'The address is missing part of the link from the email. Open the link again, or copy the whole address into the browser.',
  },
};

const FALLBACK = {
  title: 'We could not check this link',
  message: 'Something went wrong while checking the link. Please try again in a moment.',
};

/** Clear screens for expired, used or broken email links, with ways back. */
export function ActionProblem({
  code,
  detail,
}: {
  code: string | undefined;
  detail?: string;
}) {
  const problem = (code && PROBLEMS[code]) || FALLBACK;
  const message =
    problem === FALLBACK && detail ? `${problem.message} (${detail})` : problem.message;
  return (
    <EmptyState
      headingLevel={1}
      icon="alert"
      title={problem.title}
      message={message}
      action={
        <div className="confirm-actions">
          <ButtonLink to="/login">Go to sign in</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Home page
          </ButtonLink>
        </div>
      }
    />
  );
}
