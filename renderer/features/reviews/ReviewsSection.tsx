/**
 * The Reviews section of the extension page (issue 21 §1): the rating overview, the
 * builder compatibility table, the owner's form (write, edit, delete) and the
 * visible reviews, most helpful or newest first, a page at a time. The query key
 * carries the signed-in user, so a server-rendered (anonymous) answer is replaced by
 * one with the caller's own review and rights once the session is known.
 */
import { useState } from 'react';
import { listReviews } from '#shared/api/client/reviews';
import {
  REVIEW_LIMITS,
  REVIEW_SORT_LABELS,
  REVIEW_SORTS,
  type ReviewSort,
} from '#shared/domain/reviews';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { useApiQuery } from '../../hooks/useApiQuery';
import { useAtomValue } from '../../state/jotai';
import { authAtom } from '../auth/auth-atoms';
import { purchasesAtom } from './review-atoms';
import { CompatibilityTable, RatingOverview } from './RatingSummaryView';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import './Reviews.css';

export function ReviewsSection({
  slug,
  extensionId,
}: {
  slug: string;
  extensionId: string;
}) {
  const auth = useAtomValue(authAtom);
  const userId = auth.status === 'signedIn' ? auth.user.id : 'anon';
  const purchases = useAtomValue(purchasesAtom);
  const [sort, setSort] = useState<ReviewSort>('helpful');
  const [skip, setSkip] = useState(0);
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');
  const limit = REVIEW_LIMITS.pageSize;
  const { data, error, loading, reload } = useApiQuery(
    `reviews:${slug}:${sort}:${skip}:${userId}:${purchases}`,
    (api, signal) =>
      listReviews(
        api,
        slug,
        { sort, skip, limit },
        signal,
        auth.status === 'signedIn'
          ? { token: auth.profile.token, userId: auth.profile.id }
          : null,
      ),
  );
  const changed = (message?: string) => {
    setEditing(false);
    if (message) setNotice(message);
    reload();
  };

  return (
    <section className="ext-section reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="ext-section__title">
        Reviews
      </h2>
      {error && !data && (
        <ErrorState
          title="Reviews could not be loaded"
          message={error.message}
          onRetry={reload}
        />
      )}
      {loading && !data && <p className="reviews__muted">Loading reviews…</p>}
      {data && (
        <>
          <div className="reviews__overview">
            <RatingOverview summary={data.summary} />
            <CompatibilityTable summary={data.summary} />
          </div>
          <p role="status" className="reviews__notice">
            {notice}
          </p>
          {data.mine && !editing && (
            <div className="reviews__mine">
              <h3 className="reviews__subtitle">Your review</h3>
              <ul className="reviews__list">
                <ReviewItem
                  review={data.mine}
                  signedIn
                  own
                  isMaker={false}
                  onChanged={changed}
                />
              </ul>
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                Edit your review
              </Button>
            </div>
          )}
          {((data.canReview && !data.mine) || (data.mine && editing)) && (
            <div className="reviews__mine">
              <h3 className="reviews__subtitle">
                {data.mine ? 'Edit your review' : 'Write a review'}
              </h3>
              <ReviewForm
                key={data.mine?.updatedAt ?? 'new'}
                extensionId={extensionId}
                review={data.mine}
                onDone={changed}
                {...(data.mine ? { onCancel: () => setEditing(false) } : {})}
              />
            </div>
          )}
          {auth.status !== 'signedIn' ? (
            <p className="reviews__muted">Sign in and get this extension to review it.</p>
          ) : (
            !data.canReview &&
            !data.mine &&
            !data.isMaker && (
              <p className="reviews__muted">Get this extension to review it.</p>
            )
          )}
          {data.total > 0 && (
            <div className="reviews__toolbar">
              <label className="reviews__sort">
                Sort by{' '}
                <select
                  value={sort}
                  onChange={event => {
                    setSort(
                      REVIEW_SORTS.find(value => value === event.target.value) ??
                        'helpful',
                    );
                    setSkip(0);
                  }}
                >
                  {REVIEW_SORTS.map(value => (
                    <option key={value} value={value}>
                      {REVIEW_SORT_LABELS[value]}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          )}
          <ul className="reviews__list" aria-label="Reviews">
            {data.reviews.map(review => (
              <ReviewItem
                key={review.id}
                review={review}
                signedIn={auth.status === 'signedIn'}
                own={review.id === data.mine?.id}
                isMaker={data.isMaker}
                onChanged={changed}
              />
            ))}
          </ul>
          {data.total > limit && (
            <nav className="reviews__pages" aria-label="Review pages">
              <Button
                variant="secondary"
                size="sm"
                disabled={skip === 0}
                onClick={() => setSkip(Math.max(0, skip - limit))}
              >
                Previous
              </Button>
              <span>
                {skip + 1}–{Math.min(skip + limit, data.total)} of {data.total}
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={skip + limit >= data.total}
                onClick={() => setSkip(skip + limit)}
              >
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
