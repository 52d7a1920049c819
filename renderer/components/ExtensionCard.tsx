import { categoryLabel } from '#shared/constants';
import { Link } from './Link';
import type { ListedExtension } from '#shared/api/extensions';
import { formatCount } from '#shared/format';
import { formatAverage } from '#shared/format';
import { MarkButtons } from '../features/marks/MarkButtons';
import { ExtensionIcon } from './ExtensionIcon';
import { Icon } from './Icon';
import { PlatformBadges } from './PlatformBadges';
import { PriceOrOwned } from '../features/owned/OwnedTag';
import './ExtensionCard.css';

/**
 * One extension in a grid or strip. The whole card is clickable through the
 * name link's stretched ::after, so there is one link per card for keyboards
 * and screen readers.
 */
export function ExtensionCard({ extension }: { extension: ListedExtension }) {
  const headingId = `ext-card-${extension.extensionId}`;
  return (
    <article className="ext-card" aria-labelledby={headingId}>
      <div className="ext-card__top">
        <ExtensionIcon src={extension.icon} name={extension.name} size={48} />
        <div className="ext-card__title">
          <h3 className="ext-card__name" id={headingId}>
            <Link className="ext-card__link" to={`/extension/${extension.slug}`}>
              {extension.name}
            </Link>
          </h3>
          <p className="ext-card__author">
            by {extension.author.name || extension.author.username}
          </p>
        </div>
        <PriceOrOwned extensionId={extension.extensionId} price={extension.type} />
      </div>
      <p className="ext-card__description">{extension.description}</p>
      <div className="ext-card__badges">
        {extension.category && (
          <span className="ext-card__category">{categoryLabel(extension.category)}</span>
        )}
        <PlatformBadges platforms={extension.platforms} max={1} />
      </div>
      <footer className="ext-card__stats">
        <span title={`${extension.downloads} downloads`}>
          <Icon name="download" size={15} />
          <span className="visually-hidden">Downloads: </span>
          {formatCount(extension.downloads)}
        </span>
        {extension.rating.count > 0 && (
          <span className="ext-card__rating">
            <Icon name="star" size={15} />
            <span className="visually-hidden">
              Rated {formatAverage(extension.rating.average)} out of 5 from{' '}
              {extension.rating.count} reviews
            </span>
            <span aria-hidden="true">
              {formatAverage(extension.rating.average)} (
              {formatCount(extension.rating.count)})
            </span>
          </span>
        )}
        {extension.latestVersion && (
          <span className="ext-card__version">v{extension.latestVersion}</span>
        )}
        <MarkButtons
          extensionId={extension.extensionId}
          name={extension.name}
          likes={extension.likes}
        />
      </footer>
    </article>
  );
}
