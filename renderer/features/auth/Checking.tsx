import { Spinner } from '../../components/Spinner';

/** The wait while an email link's code is checked with the provider. */
export function Checking({ label }: { label: string }) {
  return (
    <div className="confirm-checking">
      <Spinner label={label} size={28} />
      <p aria-hidden="true">{label}</p>
    </div>
  );
}
