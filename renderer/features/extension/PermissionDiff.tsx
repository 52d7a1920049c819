import type { PermissionDiff as Diff } from '#shared/domain/permission-diff';
import { SENSITIVE_PERMISSIONS } from '#shared/constants';
import { PermissionName } from './PermissionRisk';
import './PermissionDiff.css';

function isSensitive(name: string): boolean {
  return SENSITIVE_PERMISSIONS.some(permission => permission === name);
}

/**
 * What a build asks for that the one before did not (highlighted) and what it no
 * longer asks for. Renders nothing when nothing changed.
 */
export function PermissionDiff({
  diff,
  title = 'Permission changes',
}: {
  diff: Diff;
  title?: string;
}) {
  if (diff.added.length === 0 && diff.removed.length === 0) return null;
  return (
    <section className="perm-diff" aria-label={title} data-testid="permission-diff">
      <p className="perm-diff__title">{title}</p>
      <ul className="perm-diff__list">
        {diff.added.map(name => (
          <li key={`+${name}`} className="perm-diff__item perm-diff__item--added">
            <span className="perm-diff__sign" aria-hidden="true">
              +
            </span>
            <mark>
              <PermissionName name={name} />
            </mark>
            <span className="visually-hidden"> (added)</span>
            {isSensitive(name) && (
              <span className="perm-diff__flag">sensitive on Google Play</span>
            )}
          </li>
        ))}
        {diff.removed.map(name => (
          <li key={`-${name}`} className="perm-diff__item perm-diff__item--removed">
            <span className="perm-diff__sign" aria-hidden="true">
              −
            </span>
            <del>
              <PermissionName name={name} />
            </del>
            <span className="visually-hidden"> (removed)</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
