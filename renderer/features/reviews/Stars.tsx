import { Icon } from '../../components/Icon';

/** Five stars, `value` of them filled (rounded to the nearest half is not needed: whole stars). */
export function Stars({ value, label }: { value: number; label: string }) {
  const filled = Math.round(value);
  return (
    <span className="stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map(star => (
        <Icon
          key={star}
          name="star"
          size={16}
          className={star <= filled ? 'stars__star stars__star--on' : 'stars__star'}
        />
      ))}
    </span>
  );
}
