import { usePageHead } from '../../../hooks/usePageHead';
import { useAtomValue } from '../../../state/jotai';
import { authAtom } from '../../auth/auth-atoms';
import { BadgeList } from './BadgeList';
import { earnedBadges } from './badges';

/** /dashboard/account/badges */
export function BadgesScreen() {
  usePageHead('Badges');
  const auth = useAtomValue(authAtom);
  if (auth.status !== 'signedIn') return null;
  return (
    <section className="account-card" aria-labelledby="badges-title">
      <h2 id="badges-title" className="account-card__title">
        Badges
      </h2>
      <BadgeList badges={earnedBadges(auth.user)} />
    </section>
  );
}
