/**
 * The owner's review form: stars, the builder and its version, whether it worked,
 * and the text. Checked with the server's own rules first (friendly messages under
 * each field, like the contact form); a refusal from the server lands on its field.
 */
import { useId, useState, type FormEvent } from 'react';
import { createReview, deleteReview, updateReview } from '#shared/api/client/reviews';
import { toApiError } from '#shared/api/client/http';
import { PLATFORM_LABELS, PLATFORMS } from '#shared/constants';
import type { Review } from '#shared/api/reviews';
import {
  REVIEW_FIELD_ORDER,
  REVIEW_LIMITS,
  type ReviewField,
} from '#shared/domain/reviews';
import { Button } from '../../components/Button';
import { TextAreaField, TextField } from '../../components/FormField';
import { useApi } from '../../api/ApiContext';
import { checkDraft, draftOf, EMPTY_DRAFT, type ReviewDraft } from './review-form';
import '../../components/forms.css';

const FIELDS: readonly string[] = REVIEW_FIELD_ORDER;
const isField = (value: string | undefined): value is ReviewField =>
  value !== undefined && FIELDS.includes(value);

export function ReviewForm({
  extensionId,
  review,
  onDone,
  onCancel,
}: {
  extensionId: string;
  review: Review | null;
  onDone: (message: string) => void;
  onCancel?: () => void;
}) {
  const api = useApi();
  const ids = useId();
  const [draft, setDraft] = useState<ReviewDraft>(review ? draftOf(review) : EMPTY_DRAFT);
  const [errors, setErrors] = useState<Partial<Record<ReviewField, string>>>({});
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  // Deleting takes a second click on the same button, so one slip loses nothing.
  const [confirming, setConfirming] = useState(false);
  const change = (patch: Partial<ReviewDraft>) =>
    setDraft(value => ({ ...value, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    const check = checkDraft(draft);
    if (!check.ok) {
      setErrors(check.errors);
      const first = REVIEW_FIELD_ORDER.find(field => check.errors[field]);
      document.getElementById(`${ids}-${first ?? 'body'}`)?.focus();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (review) await updateReview(api, review.id, check.input);
      else await createReview(api, { extensionId, ...check.input });
      onDone(review ? 'Your review is updated.' : 'Thanks! Your review is published.');
    } catch (error) {
      const failure = toApiError(error);
      if (isField(failure.field)) setErrors({ [failure.field]: failure.message });
      else setProblem(failure.message);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!review) return;
    if (!confirming) {
      setConfirming(true);
      return;
    }
    setBusy(true);
    try {
      await deleteReview(api, review.id);
      onDone('Your review is deleted.');
    } catch (error) {
      setProblem(toApiError(error).message);
      setBusy(false);
    }
  };

  return (
    <form
      className="review-form form-stack"
      noValidate
      aria-label={review ? 'Edit your review' : 'Write a review'}
      onSubmit={event => void submit(event)}
    >
      <fieldset
        className="review-form__choices"
        aria-describedby={errors.rating ? `${ids}-rating-error` : undefined}
      >
        <legend className="form-field__label">Your rating</legend>
        <div className="review-form__stars">
          {[1, 2, 3, 4, 5].map(star => (
            <label key={star} className="review-choice">
              <input
                id={star === 1 ? `${ids}-rating` : undefined}
                type="radio"
                name={`${ids}-rating`}
                checked={draft.rating === star}
                onChange={() => change({ rating: star })}
              />
              {star} {star === 1 ? 'star' : 'stars'}
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id={`${ids}-rating-error`} className="form-field__error">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <div className="review-form__row">
        <div className={`form-field${errors.builder ? ' form-field--invalid' : ''}`}>
          <label className="form-field__label" htmlFor={`${ids}-builder`}>
            Builder you used
          </label>
          <select
            id={`${ids}-builder`}
            className="form-field__control"
            value={draft.builder}
            aria-invalid={errors.builder ? true : undefined}
            aria-describedby={errors.builder ? `${ids}-builder-error` : undefined}
            onChange={event => change({ builder: event.target.value })}
          >
            <option value="">Choose a builder</option>
            {PLATFORMS.map(platform => (
              <option key={platform} value={platform}>
                {PLATFORM_LABELS[platform]}
              </option>
            ))}
          </select>
          {errors.builder && (
            <p id={`${ids}-builder-error`} className="form-field__error">
              {errors.builder}
            </p>
          )}
        </div>
        <TextField
          id={`${ids}-builderVersion`}
          label="Builder version"
          placeholder="e.g. nb195 or 1.5B"
          value={draft.builderVersion}
          maxLength={REVIEW_LIMITS.builderVersion.max}
          error={errors.builderVersion}
          onChange={event => change({ builderVersion: event.target.value })}
        />
      </div>
      <fieldset
        className="review-form__choices"
        aria-describedby={errors.works ? `${ids}-works-error` : undefined}
      >
        <legend className="form-field__label">Did it work in that builder?</legend>
        <div className="review-form__stars">
          {[
            [true, 'Yes, it worked'],
            [false, 'No, it did not work'],
          ].map(([value, label]) => (
            <label key={String(value)} className="review-choice">
              <input
                id={value ? `${ids}-works` : undefined}
                type="radio"
                name={`${ids}-works`}
                checked={draft.works === value}
                onChange={() => change({ works: value === true })}
              />
              {label}
            </label>
          ))}
        </div>
        {errors.works && (
          <p id={`${ids}-works-error`} className="form-field__error">
            {errors.works}
          </p>
        )}
      </fieldset>
      <TextAreaField
        id={`${ids}-body`}
        label="Your review"
        rows={5}
        value={draft.body}
        error={errors.body}
        hint="Plain text. What did you build, and how did it go?"
        counter={{ length: draft.body.trim().length, max: REVIEW_LIMITS.body.max }}
        onChange={event => change({ body: event.target.value })}
      />
      {problem && (
        <p role="alert" className="form-alert">
          {problem}
        </p>
      )}
      <div className="review-form__actions">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : review ? 'Save review' : 'Publish review'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        )}
        {review && (
          <Button variant="danger" onClick={() => void remove()} disabled={busy}>
            {confirming ? 'Yes, delete my review' : 'Delete review'}
          </Button>
        )}
      </div>
    </form>
  );
}
