import { Link } from '../../components/Link';
import { formatDay } from '#shared/format';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { usePageHead } from '../../hooks/usePageHead';
import { RELEASES, UPCOMING } from '#shared/releases';
import './pages.css';
import './ChangelogScreen.css';
import { PAGE_TITLES } from '#shared/page-titles';

/** /changelog: what changed in each release of AIX Market. */
export function ChangelogScreen() {
  usePageHead(PAGE_TITLES.changelog);
  return (
    <div className="container ip-page changelog">
      <PageHeader
        title="Changelog"
        subtitle="What is new in AIX Market, release by release."
      />
      <section className="changelog__upcoming" aria-labelledby="changelog-next">
        <h2 className="changelog__upcoming-title" id="changelog-next">
          <Icon name="clock" /> Coming next
        </h2>
        <ul className="changelog__upcoming-list">
          {UPCOMING.map(item => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="changelog__upcoming-note">
          Plans can change. Tell us what matters to you on the{' '}
          <Link to="/feedback">feedback page</Link>.
        </p>
      </section>
      <ol className="changelog__releases">
        {RELEASES.map(entry => (
          <li key={entry.version} className="changelog__release">
            <article
              className="changelog__card"
              aria-labelledby={`release-${entry.version}`}
            >
              <header className="changelog__header">
                <span className="ip-pill">v{entry.version}</span>
                <time className="changelog__date" dateTime={entry.date}>
                  {formatDay(`${entry.date}T00:00:00Z`)}
                </time>
              </header>
              <h2 className="changelog__title" id={`release-${entry.version}`}>
                {entry.codename}
              </h2>
              <p className="changelog__summary">{entry.summary}</p>
              {entry.changes.map(group => (
                <section key={group.kind} className="changelog__group">
                  <h3
                    className={`changelog__kind changelog__kind--${group.kind.toLowerCase()}`}
                  >
                    {group.kind}
                  </h3>
                  <ul className="changelog__items">
                    {group.items.map(item => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </section>
              ))}
            </article>
          </li>
        ))}
      </ol>
    </div>
  );
}
