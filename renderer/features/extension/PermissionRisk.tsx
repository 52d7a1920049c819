/**
 * One Android permission as a person reads it: the plain name first, Android's own
 * name beside it (makers search for it), and a risk badge whose words say what the
 * risk means. Shared by the extension page's list and every permission diff.
 */
import { permissionInfo, RISK_WORDS } from '#shared/domain/permission-info';
import './PermissionRisk.css';

const BADGE: Record<string, string> = {
  dangerous: 'Dangerous',
  special: 'Special access',
  normal: 'Normal',
  unknown: 'Other',
};

export function PermissionName({ name }: { name: string }) {
  const info = permissionInfo(name);
  return (
    <span className="perm-name">
      <span className="perm-name__label">{info.label}</span>{' '}
      <code className="perm-name__code">{info.name}</code>{' '}
      <span className={`perm-risk perm-risk--${info.risk}`} title={RISK_WORDS[info.risk]}>
        {BADGE[info.risk]}
        <span className="visually-hidden"> ({RISK_WORDS[info.risk]})</span>
      </span>
    </span>
  );
}
