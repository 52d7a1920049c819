import type { ListedExtension } from '#shared/api/extensions';
import { ExtensionCard } from '../../components/ExtensionCard';
import { CardSkeleton } from './CardSkeleton';
import './ResultsGrid.css';

export function ResultsGrid({ extensions }: { extensions: readonly ListedExtension[] }) {
  return (
    <ul className="results-grid" aria-label="Extensions">
      {extensions.map(extension => (
        <li key={extension.extensionId}>
          <ExtensionCard extension={extension} />
        </li>
      ))}
    </ul>
  );
}

export function ResultsSkeleton({ count }: { count: number }) {
  return (
    <div className="results-grid" role="status" aria-label="Loading extensions">
      {Array.from({ length: count }, (_, index) => (
        <CardSkeleton key={index} />
      ))}
    </div>
  );
}
