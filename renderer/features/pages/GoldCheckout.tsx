/**
 * A Gold tier's Buy button (/gold): the server prices the order from the tier (the
 * amount must be a tier's price), the shared Checkout takes the payment, and the
 * account is fetched again so the badge shows at once on Badges and the profile.
 */
import { useState } from 'react';
import { goldOrder } from '#shared/api/client/commerce';
import { getCurrentUser } from '#shared/api/client/account';
import type { Currency } from '#shared/constants';
import { type GoldTier } from '#shared/domain/gold';
import { formatDay } from '#shared/format';
import { useApi } from '../../api/ApiContext';
import { Button, ButtonLink } from '../../components/Button';
import { useAtom } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import { checkoutProblem, useCheckout } from '../extension/useCheckout';

export function GoldCheckout({ tier, currency }: { tier: GoldTier; currency: Currency }) {
  const api = useApi();
  const [auth, setAuth] = useAtom(authAtom);
  const checkout = useCheckout(`AIX Market ${tier.name}`, 'AIX Market');
  const [state, setState] = useState<
    | { kind: 'idle' | 'working' }
    | { kind: 'done'; until: string }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' });
  const variant = tier.featured ? 'primary' : 'secondary';

  if (auth.status !== 'signedIn') {
    return (
      <ButtonLink
        to="/login?next=%2Fgold"
        variant={variant}
        block
        className="gold-tier__cta"
      >
        Sign in to choose {tier.name}
      </ButtonLink>
    );
  }
  const { profile } = auth;
  const buy = async () => {
    setState({ kind: 'working' });
    try {
      const created = await goldOrder(api, tier.monthly[currency], currency);
      await checkout.complete(created);
      const fresh = await getCurrentUser(api, {
        token: profile.token,
        userId: profile.id,
      });
      setAuth(current =>
        current.status === 'signedIn' ? { ...current, user: fresh.user } : current,
      );
      setState({ kind: 'done', until: fresh.user.gold?.until ?? '' });
    } catch (error) {
      setState({ kind: 'failed', message: checkoutProblem(error) });
    }
  };
  return (
    <div className="gold-tier__cta">
      <Button
        variant={variant}
        block
        disabled={state.kind === 'working'}
        onClick={() => void buy()}
      >
        {state.kind === 'working' ? 'Opening checkout…' : `Choose ${tier.name}`}
      </Button>
      {state.kind === 'done' && (
        <p className="gold-tier__done" role="status">
          Thank you! You are a {tier.name} backer
          {state.until ? ` until ${formatDay(state.until)}` : ''}.
        </p>
      )}
      {state.kind === 'failed' && (
        <p className="gold-tier__error" role="alert">
          {state.message}
        </p>
      )}
      {checkout.element}
    </div>
  );
}
