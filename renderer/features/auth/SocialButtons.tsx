import { SOCIAL_PROVIDERS, type SocialProvider } from '#shared/domain/sign-in';
import { Button } from '../../components/Button';
import { useAtomValue } from '../../state/jotai';
import { authFlowAtom } from './auth-atoms';
import { useAuthActions } from './useAuthActions';

const LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  github: 'GitHub',
};

/** Popup sign-in with Google, Facebook or GitHub (spec §1, §4). */
export function SocialButtons() {
  const { socialSignIn } = useAuthActions();
  const busy = useAtomValue(authFlowAtom).status === 'loading';
  return (
    <div className="login-social" role="group" aria-label="Sign in with another account">
      {SOCIAL_PROVIDERS.map(provider => (
        <Button
          key={provider}
          variant="secondary"
          block
          disabled={busy}
          // The popup must open straight from the click, or the browser blocks it.
          onClick={() => void socialSignIn(provider)}
        >
          Continue with {LABELS[provider]}
        </Button>
      ))}
    </div>
  );
}
