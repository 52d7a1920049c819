import { categoryLabel } from '#shared/constants';
import { Link } from '../../components/Link';
import type { ExtensionDetail } from '#shared/api/extensions';
import { formatCount, formatDay } from '#shared/format';
import { ExtensionIcon } from '../../components/ExtensionIcon';
import { Icon } from '../../components/Icon';
import { PlatformBadges } from '../../components/PlatformBadges';
import { MarkButtons } from '../marks/MarkButtons';
import './ExtensionHeader.css';

/** Icon, name, maker, summary and the headline numbers of one extension. */
export function ExtensionHeader({ extension }: { extension: ExtensionDetail }) {
  const { author } = extension;
  return (
    <header className="ext-header">
      <ExtensionIcon src={extension.icon} name={extension.name} size={96} />
      <div className="ext-header__main">
        <nav aria-label="Breadcrumb" className="ext-header__crumbs">
          <Link to="/">Explore</Link>
          <span aria-hidden="true"> / </span>
          {extension.category && (
            <>
              <Link to={`/?category=${encodeURIComponent(extension.category)}`}>
                {categoryLabel(extension.category)}
              </Link>
              <span aria-hidden="true"> / </span>
            </>
          )}
          <span aria-current="page">{extension.name}</span>
        </nav>
        <h1 id="ext-title" className="ext-header__name">
          {extension.name}
        </h1>
        <p className="ext-header__author">
          by{' '}
          <Link to={`/user/${encodeURIComponent(author.username)}`}>
            {author.name || author.username}
          </Link>
          <span className="ext-header__username"> @{author.username}</span>
        </p>
        <p className="ext-header__description">{extension.description}</p>
        <ul className="ext-header__stats">
          <li title={`${extension.downloads} downloads`}>
            <Icon name="download" size={16} />
            <strong>{formatCount(extension.downloads)}</strong> downloads
          </li>
          {extension.latestVersion && (
            <li>
              <Icon name="tag" size={16} />
              Version <strong>{extension.latestVersion}</strong>
            </li>
          )}
          <li>
            Updated{' '}
            <time dateTime={extension.updatedAt}>{formatDay(extension.updatedAt)}</time>
          </li>
        </ul>
        <PlatformBadges platforms={extension.platforms} />
        <MarkButtons
          extensionId={extension.extensionId}
          name={extension.name}
          likes={extension.likes}
          size="large"
        />
      </div>
    </header>
  );
}
