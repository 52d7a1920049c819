import { Skeleton } from '../../components/Skeleton';
import '../../components/ExtensionCard.css';

/** Placeholder with the shape of an ExtensionCard. */
export function CardSkeleton() {
  return (
    <div className="ext-card" aria-hidden="true">
      <div className="ext-card__top">
        <Skeleton width={48} height={48} radius={11} />
        <div className="ext-card__title">
          <Skeleton width="70%" height={18} />
          <Skeleton width="40%" height={14} className="card-skeleton__gap" />
        </div>
      </div>
      <div>
        <Skeleton height={13} />
        <Skeleton width="80%" height={13} className="card-skeleton__gap" />
      </div>
      <Skeleton width="50%" height={20} radius={999} />
      <div className="ext-card__stats">
        <Skeleton width={120} height={14} />
      </div>
    </div>
  );
}
