import { PLATFORM_LABELS, type Platform } from '#shared/constants';
import './PlatformBadges.css';

/** Builder platforms as small badges; `max` folds the rest into "+n". */
export function PlatformBadges({
  platforms,
  max = platforms.length,
}: {
  platforms: readonly Platform[];
  max?: number;
}) {
  if (platforms.length === 0) return null;
  const shown = platforms.slice(0, max);
  const hidden = platforms.slice(max);
  return (
    <ul className="platform-badges" aria-label="Works with">
      {shown.map(platform => (
        <li key={platform} className="platform-badge">
          {PLATFORM_LABELS[platform] ?? platform}
        </li>
      ))}
      {hidden.length > 0 && (
        <li
          className="platform-badge platform-badge--more"
          title={hidden.map(platform => PLATFORM_LABELS[platform] ?? platform).join(', ')}
        >
          <span aria-hidden="true">+{hidden.length}</span>
          <span className="visually-hidden">
            and {hidden.map(platform => PLATFORM_LABELS[platform] ?? platform).join(', ')}
          </span>
        </li>
      )}
    </ul>
  );
}
