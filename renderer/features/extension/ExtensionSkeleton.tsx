import { Skeleton } from '../../components/Skeleton';

/** The detail page's shape while it loads. */
export function ExtensionSkeleton() {
  return (
    <div className="container ext-screen" role="status" aria-label="Loading extension">
      <div className="ext-screen__top">
        <div className="ext-skeleton__header">
          <Skeleton width={96} height={96} radius={21} />
          <div className="ext-skeleton__lines">
            <Skeleton width={180} height={14} />
            <Skeleton width="60%" height={36} />
            <Skeleton width={200} height={16} />
            <Skeleton width="90%" height={18} />
            <Skeleton width="50%" height={16} />
          </div>
        </div>
        <Skeleton height={220} radius={16} />
      </div>
      <div className="ext-screen__body">
        <Skeleton height={320} radius={16} />
        <Skeleton height={260} radius={16} />
      </div>
    </div>
  );
}
