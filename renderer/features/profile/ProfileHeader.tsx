import type { PublicProfileResponse } from '#shared/api/users';
import { goldTierName } from '#shared/domain/gold';
import { isSafeHttpUrl } from '#shared/domain/validation';
import { formatCount, formatDay } from '#shared/format';
import { Icon } from '../../components/Icon';
import { ExternalLink } from '../pages/ExternalLink';
import { ProfileAvatar } from './ProfileAvatar';

/** "https://www.example.com/me/" is shown as "example.com/me". */
function displayUrl(url: string): string {
  return url
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

function Website({ url }: { url: string }) {
  // Only http(s) becomes a link; anything else (javascript:, data:…) stays inert text.
  if (!isSafeHttpUrl(url)) return <span>{url}</span>;
  return (
    <ExternalLink href={url} rel="noopener noreferrer nofollow ugc">
      {displayUrl(url)}
    </ExternalLink>
  );
}

/** Avatar, name, @username, location, website, member since and totals. */
export function ProfileHeader({ profile }: { profile: PublicProfileResponse }) {
  const { user, totals } = profile;
  const name = user.name.trim() || user.username;
  const website = user.profile.website.trim();
  const location = user.profile.location.trim();
  const stats = [
    {
      label: totals.extensions === 1 ? 'Extension' : 'Extensions',
      value: totals.extensions,
    },
    { label: 'Downloads', value: totals.downloads },
    { label: 'Likes', value: totals.likes },
  ];
  return (
    <header className="profile-header">
      <ProfileAvatar src={user.avatar} name={name} />
      <div className="profile-header__identity">
        <h1 className="profile-header__name">
          {name}
          {user.role === 'admin' && (
            <span className="ip-pill profile-header__team">Team</span>
          )}
          {profile.gold && (
            <span
              className="ip-pill profile-header__gold"
              title={`AIX Market ${goldTierName(profile.gold.tier)} backer until ${formatDay(profile.gold.until)}`}
            >
              <Icon name="star" size={14} /> {goldTierName(profile.gold.tier)} backer
            </span>
          )}
        </h1>
        <p className="profile-header__username">@{user.username}</p>
        <ul className="profile-header__meta">
          {location && (
            <li>
              <Icon name="mapPin" size={16} />
              <span className="visually-hidden">Location: </span>
              {location}
            </li>
          )}
          {website && (
            <li>
              <Icon name="link" size={16} />
              <span className="visually-hidden">Website: </span>
              <Website url={website} />
            </li>
          )}
          <li>
            <Icon name="calendar" size={16} />
            Member since{' '}
            <time dateTime={user.createdAt}>{formatDay(user.createdAt)}</time>
          </li>
        </ul>
      </div>
      <dl className="profile-header__stats">
        {stats.map(stat => (
          <div key={stat.label} className="profile-header__stat">
            <dt>{stat.label}</dt>
            <dd title={String(stat.value)}>{formatCount(stat.value)}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
