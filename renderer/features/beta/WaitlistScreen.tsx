import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { usePageHead } from '../../hooks/usePageHead';
import { BetaJoinForm } from './BetaJoinForm';
import './BetaGate.css';

/** What a waitlisted user sees instead of the extension editor. */
export function WaitlistScreen({
  email,
  registered,
  onApplied,
}: {
  email: string;
  /** Whether this email has already applied to the beta programme. */
  registered: boolean;
  onApplied: () => void;
}) {
  usePageHead('Beta waitlist');
  return (
    <section className="waitlist" aria-labelledby="waitlist-title">
      <span className="waitlist__icon" aria-hidden="true">
        <Icon name="clock" size={28} />
      </span>
      <h1 id="waitlist-title" className="waitlist__title">
        {registered ? 'You are on the beta waitlist' : 'Publishing is in beta'}
      </h1>
      {registered ? (
        <p className="waitlist__text">
          Thanks for applying with <strong>{email}</strong>. Adding and editing extensions
          opens for you as soon as an administrator approves your application. Until then
          you can browse, favourite and buy extensions as usual.
        </p>
      ) : (
        <>
          <p className="waitlist__text">
            Adding and editing extensions is open to beta makers while we grow the
            marketplace. Tell us where we can see your work and we will put{' '}
            <strong>{email}</strong> on the list; an administrator reviews every
            application.
          </p>
          <BetaJoinForm email={email} onApplied={onApplied} />
        </>
      )}
      <ButtonLink to="/dashboard/my-extensions" variant="secondary">
        <Icon name="chevronLeft" /> Back to My Extensions
      </ButtonLink>
    </section>
  );
}
