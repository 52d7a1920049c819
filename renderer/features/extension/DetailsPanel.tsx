import { categoryLabel } from '#shared/constants';
import { Fragment } from 'react';
import { Link } from '../../components/Link';
import type { ExtensionDetail } from '#shared/api/extensions';
import { CopyButton } from '../../components/CopyButton';
import { Icon } from '../../components/Icon';
import './DetailsPanel.css';

/** Only http(s) links are shown; anything else stored in the field is ignored. */
export function safeHttpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Lets a long package name wrap after its dots instead of mid-word. */
function breakableAtDots(name: string) {
  return name.split('.').map((part, index) =>
    index === 0 ? (
      part
    ) : (
      <Fragment key={index}>
        .<wbr />
        {part}
      </Fragment>
    ),
  );
}

/** Facts a builder needs before installing: package, SDK, category, tags, source. */
export function DetailsPanel({ extension }: { extension: ExtensionDetail }) {
  const source = safeHttpUrl(extension.source) ?? safeHttpUrl(extension.type.sourceURL);
  return (
    <section className="details-panel" aria-labelledby="details-title">
      <h2 id="details-title" className="side-title">
        Details
      </h2>
      <dl className="details-panel__list">
        <div className="details-panel__package">
          <dt>Package name</dt>
          <dd>
            <code>{breakableAtDots(extension.packageName)}</code>
            <CopyButton text={extension.packageName} label="Package name" />
          </dd>
        </div>
        <div>
          <dt>Minimum SDK</dt>
          <dd>API {extension.minSdkVersion}</dd>
        </div>
        {extension.category && (
          <div>
            <dt>Category</dt>
            <dd>
              <Link to={`/?category=${encodeURIComponent(extension.category)}`}>
                {categoryLabel(extension.category)}
              </Link>
            </dd>
          </div>
        )}
        {source && (
          <div>
            <dt>Source</dt>
            <dd>
              <a href={source} target="_blank" rel="noopener noreferrer">
                {new URL(source).host}
                <Icon name="external" size={13} />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </dd>
          </div>
        )}
      </dl>
      {extension.tags.length > 0 && (
        <>
          <h3 className="details-panel__subtitle">Tags</h3>
          <ul className="details-panel__tags">
            {extension.tags.map(tag => (
              <li key={tag}>
                <Link to={`/?q=${encodeURIComponent(tag)}`}>#{tag}</Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
