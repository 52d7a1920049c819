/**
 * One review: stars, who, when, the builder it was tried in and whether it worked,
 * the text (always rendered as text), the maker's reply, and the actions the caller
 * may take: helpful, report, or (for the maker) reply.
 */
import { useId, useState, type FormEvent } from 'react';
import { replyToReview, reportReview, voteHelpful } from '#shared/api/client/reviews';
import { toApiError } from '#shared/api/client/http';
import { PLATFORM_LABELS } from '#shared/constants';
import { formatDay } from '#shared/format';
import type { Review } from '#shared/api/reviews';
import { REVIEW_LIMITS, validateReply } from '#shared/domain/reviews';
import { Button } from '../../components/Button';
import { TextAreaField } from '../../components/FormField';
import { useApi } from '../../api/ApiContext';
import { Stars } from './Stars';

export function ReviewItem({
  review,
  signedIn,
  own,
  isMaker,
  onChanged,
}: {
  review: Review;
  signedIn: boolean;
  own: boolean;
  isMaker: boolean;
  onChanged: (message?: string) => void;
}) {
  const api = useApi();
  const [problem, setProblem] = useState('');
  const [mode, setMode] = useState<'none' | 'reply' | 'report'>('none');
  const who = review.author.name || review.author.username;

  const vote = async () => {
    setProblem('');
    try {
      await voteHelpful(api, review.id, !review.votedHelpful);
      onChanged();
    } catch (error) {
      setProblem(toApiError(error).message);
    }
  };

  return (
    <li className="review" data-review-id={review.id}>
      <div className="review__head">
        <Stars value={review.rating} label={`${review.rating} out of 5 stars`} />
        <span className="review__author">{who}</span>
        <span className="review__date">{formatDay(review.createdAt)}</span>
        {review.hidden && <span className="review__hidden">Hidden by a moderator</span>}
      </div>
      <p className="review__builder">
        {PLATFORM_LABELS[review.builder]} {review.builderVersion}:{' '}
        <span className={review.works ? 'review__works' : 'review__fails'}>
          {review.works ? 'worked' : 'did not work'}
        </span>
      </p>
      <p className="review__body">{review.body}</p>
      {review.reply && mode !== 'reply' && (
        <div className="review__reply">
          <p className="review__reply-title">Reply from the maker</p>
          <p className="review__body">{review.reply.body}</p>
        </div>
      )}
      {mode === 'reply' && (
        <ReplyForm
          review={review}
          onCancel={() => setMode('none')}
          onSaved={() => {
            setMode('none');
            onChanged('Your reply is published.');
          }}
        />
      )}
      {mode === 'report' && (
        <ReportForm
          review={review}
          onCancel={() => setMode('none')}
          onSent={() => {
            setMode('none');
            onChanged('Thanks, the moderators will look at this review.');
          }}
        />
      )}
      {signedIn && !review.hidden && mode === 'none' && (
        <div className="review__actions">
          {!own && (
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={review.votedHelpful}
              onClick={() => void vote()}
            >
              Helpful ({review.helpful})
            </Button>
          )}
          {!own && !isMaker && (
            <Button variant="ghost" size="sm" onClick={() => setMode('report')}>
              Report review
            </Button>
          )}
          {isMaker && (
            <Button variant="secondary" size="sm" onClick={() => setMode('reply')}>
              {review.reply ? 'Edit reply' : 'Reply'}
            </Button>
          )}
        </div>
      )}
      {!signedIn && review.helpful > 0 && (
        <p className="review__helpful">
          {review.helpful} {review.helpful === 1 ? 'person' : 'people'} found this helpful
        </p>
      )}
      {problem && (
        <p role="alert" className="form-alert">
          {problem}
        </p>
      )}
    </li>
  );
}

function ReplyForm({
  review,
  onCancel,
  onSaved,
}: {
  review: Review;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const api = useApi();
  const id = useId();
  const [text, setText] = useState(review.reply?.body ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateReply(text);
    if (problem) {
      setError(problem);
      document.getElementById(id)?.focus();
      return;
    }
    setBusy(true);
    try {
      await replyToReview(api, review.id, text);
      onSaved();
    } catch (failure) {
      setError(toApiError(failure).message);
      setBusy(false);
    }
  };
  return (
    <form
      className="review__form form-stack"
      noValidate
      onSubmit={event => void submit(event)}
    >
      <TextAreaField
        id={id}
        label="Your reply as the maker"
        rows={3}
        value={text}
        error={error || undefined}
        counter={{ length: text.trim().length, max: REVIEW_LIMITS.reply.max }}
        onChange={event => setText(event.target.value)}
      />
      <div className="review-form__actions">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Saving…' : 'Publish reply'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ReportForm({
  review,
  onCancel,
  onSent,
}: {
  review: Review;
  onCancel: () => void;
  onSent: () => void;
}) {
  const api = useApi();
  const id = useId();
  const [details, setDetails] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await reportReview(api, review.id, details);
      onSent();
    } catch (failure) {
      setError(toApiError(failure).message);
      setBusy(false);
    }
  };
  return (
    <form
      className="review__form form-stack"
      noValidate
      onSubmit={event => void submit(event)}
    >
      <TextAreaField
        id={id}
        label="What is wrong with this review?"
        badge="optional"
        rows={3}
        value={details}
        error={error || undefined}
        counter={{ length: details.trim().length, max: REVIEW_LIMITS.reportDetails.max }}
        onChange={event => setDetails(event.target.value)}
      />
      <div className="review-form__actions">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? 'Sending…' : 'Send report'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
