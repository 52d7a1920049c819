import { ButtonLink } from '../../../components/Button';
import { EmptyState } from '../../../components/EmptyState';
import { Icon } from '../../../components/Icon';
import type { Badge } from './badges';
import './BadgesScreen.css';

export function BadgeList({ badges }: { badges: readonly Badge[] }) {
  if (badges.length === 0) {
    return (
      <EmptyState
        icon="star"
        title="No badges yet"
        message="Verify your email and fill in your profile to earn your first badges."
        action={
          <ButtonLink to="/dashboard/account" variant="secondary">
            Edit profile
          </ButtonLink>
        }
      />
    );
  }
  return (
    <ul className="badges" aria-label="Earned badges">
      {badges.map(badge => (
        <li key={badge.id} className="badge-card">
          <span className="badge-card__icon" aria-hidden="true">
            <Icon name={badge.icon} size={22} />
          </span>
          <span className="badge-card__text">
            <strong className="badge-card__title">{badge.title}</strong>
            <span className="badge-card__description">{badge.description}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
