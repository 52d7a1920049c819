import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Skeleton } from '../../components/Skeleton';
import { getPublicProfile } from '#shared/api/client/catalogue';
import { SITE_NAME } from '#shared/constants';
import { ApiError } from '#shared/api/client/http';
import { useApiQuery } from '../../hooks/useApiQuery';
import { usePageHead } from '../../hooks/usePageHead';
import { ResultsGrid, ResultsSkeleton } from '../explore/ResultsGrid';
import { ProfileHeader } from './ProfileHeader';
import '../pages/pages.css';
import './ProfileScreen.css';

function isMissing(error: Error | undefined): boolean {
  // A malformed username gets a 400; to a visitor it is the same as an unknown one.
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading profile">
      <div className="profile-header" aria-hidden="true">
        <Skeleton width={96} height={96} radius="50%" />
        <div className="profile-header__identity">
          <Skeleton width="min(260px, 70%)" height={32} />
          <Skeleton width={120} height={18} className="profile-skeleton__gap" />
          <Skeleton
            width="min(360px, 90%)"
            height={16}
            className="profile-skeleton__gap"
          />
        </div>
      </div>
      <div className="profile-section">
        <ResultsSkeleton count={3} />
      </div>
    </div>
  );
}

/** /user/:username: a maker's public profile and published extensions; never their email. */
export function ProfileScreen() {
  const { username = '' } = useParams<{ username: string }>();
  const { data, error, loading, reload } = useApiQuery(
    `user:${username}`,
    (api, signal) => getPublicProfile(api, username, signal),
  );
  const missing = isMissing(error);
  const name = data ? data.user.name.trim() || data.user.username : undefined;
  usePageHead(
    name
      ? `${name} (@${data?.user.username})`
      : missing
        ? 'Maker not found'
        : `@${username}`,
    name
      ? {
          description: `App Inventor extensions by ${name} on ${SITE_NAME}.`,
          image: data?.user.avatar || undefined,
          type: 'profile',
        }
      : { status: missing ? 404 : 200 },
  );

  if (loading) {
    return (
      <div className="container ip-page profile">
        <ProfileSkeleton />
      </div>
    );
  }
  if (missing || (!data && !error)) {
    return (
      <div className="container ip-page profile">
        <h1 className="visually-hidden">Maker not found</h1>
        <EmptyState
          icon="user"
          title={`No maker called @${username}`}
          message="The username may be misspelled, or the account was closed. Extensions are still waiting for you in the catalogue."
          action={<ButtonLink to="/">Explore extensions</ButtonLink>}
        />
      </div>
    );
  }
  if (!data) {
    return (
      <div className="container ip-page profile">
        <h1 className="visually-hidden">Profile of @{username}</h1>
        <ErrorState
          title="This profile could not be loaded"
          message={error?.message ?? 'Unexpected error'}
          onRetry={reload}
        />
      </div>
    );
  }
  return (
    <div className="container ip-page profile">
      <ProfileHeader profile={data} />
      <section className="profile-section" aria-labelledby="profile-extensions">
        <h2 className="ip-section__title" id="profile-extensions">
          Published extensions
          <span className="profile-section__count">{data.extensions.length}</span>
        </h2>
        {data.extensions.length > 0 ? (
          <ResultsGrid extensions={data.extensions} />
        ) : (
          <p className="profile-section__empty">
            {name} has not published any extensions yet.
          </p>
        )}
      </section>
    </div>
  );
}
