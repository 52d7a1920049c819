import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { usePageHead } from '../../hooks/usePageHead';
import './ForbiddenScreen.css';

/** 403: the page exists but this account may not see it (spec §6: admins only). */
export function ForbiddenScreen({
  backTo = '/dashboard/account',
  backLabel = 'Back to my account',
}: {
  backTo?: string;
  backLabel?: string;
}) {
  usePageHead('Access denied');
  return (
    <section className="forbidden" aria-labelledby="forbidden-title">
      <p className="forbidden__code" aria-hidden="true">
        403
      </p>
      <h1 id="forbidden-title" className="forbidden__title">
        You do not have access to this page
      </h1>
      <p className="forbidden__text">
        This page is for administrators of AIX Market. If you think you should have
        access, ask an administrator to grant you the admin role.
      </p>
      <ButtonLink to={backTo} variant="secondary">
        <Icon name="chevronLeft" /> {backLabel}
      </ButtonLink>
    </section>
  );
}
