import { Icon } from '../../components/Icon';
import './RatingField.css';

export const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/**
 * Five native radio buttons drawn as stars, so arrow keys, screen readers and
 * forms work as they do for any radio group.
 */
export function RatingField({
  value,
  onChange,
  error,
}: {
  value: number | undefined;
  onChange: (rating: number) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset
      className={`form-fieldset rating${error ? ' rating--invalid' : ''}`}
      aria-describedby={error ? 'rating-error' : undefined}
    >
      <legend className="form-legend">How would you rate AIX Market?</legend>
      <div className="rating__stars">
        {RATING_WORDS.map((word, index) => {
          const stars = index + 1;
          return (
            <label
              key={word}
              className={`rating__star${value !== undefined && stars <= value ? ' rating__star--on' : ''}`}
            >
              <input
                type="radio"
                name="feedback-rating"
                value={stars}
                checked={value === stars}
                onChange={() => onChange(stars)}
                className="visually-hidden"
              />
              <Icon name="star" size={30} />
              <span className="visually-hidden">
                {stars} {stars === 1 ? 'star' : 'stars'}: {word}
              </span>
            </label>
          );
        })}
        <span className="rating__word" aria-hidden="true">
          {value ? RATING_WORDS[value - 1] : 'Choose 1 to 5 stars'}
        </span>
      </div>
      {error && (
        <p className="form-field__error" id="rating-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
