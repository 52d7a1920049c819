import { Link } from '../../components/Link';
import { formatCount } from '#shared/format';
import {
  CATEGORIES,
  PLATFORMS,
  PLATFORM_FEE_PERCENT,
  PLATFORM_LABELS,
  categoryLabel,
} from '#shared/constants';
import { aboutAll } from '#shared/api/client/catalogue';
import { ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { useApiQuery } from '../../hooks/useApiQuery';
import { usePageHead } from '../../hooks/usePageHead';
import { usePublishPath } from '../auth/publish-path';
import { AboutStats } from './AboutStats';
import { BlocksArt } from './HeroArt';
import { CATEGORY_BLURBS, PUBLISH_STEPS } from './about-content';
import './pages.css';
import './AboutScreen.css';
import { PAGE_TITLES } from '#shared/page-titles';

/** /about: what AIX Market is, for whom, live totals and how selling works. */
export function AboutScreen() {
  usePageHead(PAGE_TITLES.about);
  const query = useApiQuery('about-all', aboutAll);
  const counts = query.data;
  const publishPath = usePublishPath();
  return (
    <div className="container ip-page about">
      <section className="ip-hero ip-hero--split" aria-labelledby="about-title">
        <div>
          <p className="ip-hero__eyebrow">
            <Icon name="box" /> About AIX Market
          </p>
          <h1 className="ip-hero__title" id="about-title">
            The marketplace for App Inventor extensions
          </h1>
          <p className="ip-hero__lead">
            AIX Market is where makers publish <code>.aix</code> extensions and builders
            find them: free or paid, documented, with the permissions and builders each
            one works with shown up front.
          </p>
          <div className="ip-actions">
            <ButtonLink to="/" size="lg">
              <Icon name="search" /> Explore extensions
            </ButtonLink>
            <ButtonLink to={publishPath} size="lg" variant="secondary">
              <Icon name="upload" /> Publish my extension
            </ButtonLink>
          </div>
          <AboutStats query={query} />
        </div>
        <BlocksArt />
      </section>

      <section className="ip-section" aria-labelledby="about-audience">
        <h2 className="ip-section__title" id="about-audience">
          Made for makers and builders
        </h2>
        <div className="ip-grid ip-grid--2">
          <article className="ip-card">
            <span className="ip-card__icon">
              <Icon name="grid" size={22} />
            </span>
            <h3 className="ip-card__title">For builders</h3>
            <p className="ip-card__text">
              You build Android apps with blocks. Search one catalogue instead of forum
              threads, check which builders and Android permissions an extension needs,
              read its documentation and download it in one click.
            </p>
          </article>
          <article className="ip-card">
            <span className="ip-card__icon">
              <Icon name="code" size={22} />
            </span>
            <h3 className="ip-card__title">For makers</h3>
            <p className="ip-card__text">
              You write extensions in Java or Kotlin. Publish them with rich docs, keep
              every version in one place, build a following on your profile and, if you
              like, sell them in rupees or dollars.
            </p>
          </article>
        </div>
      </section>

      <section className="ip-section" aria-labelledby="about-platforms">
        <h2 className="ip-section__title" id="about-platforms">
          Works with your builder
        </h2>
        <p className="ip-section__lead">
          Extensions on AIX Market say which of these {PLATFORMS.length} builder platforms
          they are made for.
        </p>
        <ul className="about-platforms">
          {PLATFORMS.map(platform => (
            <li key={platform}>
              <Link className="about-platforms__item" to={`/?platform=${platform}`}>
                {PLATFORM_LABELS[platform]}
                {counts && (
                  <span className="about-count">
                    {formatCount(counts.platforms[platform] ?? 0)}
                    <span className="visually-hidden"> extensions</span>
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="ip-section" aria-labelledby="about-categories">
        <h2 className="ip-section__title" id="about-categories">
          {CATEGORIES.length} categories
        </h2>
        <p className="ip-section__lead">Every extension belongs to one of them.</p>
        <ul className="ip-grid about-categories">
          {CATEGORIES.map(category => (
            <li key={category} className="ip-card about-categories__item">
              <h3 className="ip-card__title about-categories__title">
                <Link to={`/?category=${category}`}>{categoryLabel(category)}</Link>
                {counts && (
                  <span className="about-count">
                    {formatCount(counts.categories[category] ?? 0)}
                    <span className="visually-hidden"> extensions</span>
                  </span>
                )}
              </h3>
              <p className="ip-card__text">{CATEGORY_BLURBS[category]}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="ip-section" aria-labelledby="about-selling">
        <h2 className="ip-section__title" id="about-selling">
          How publishing and selling works
        </h2>
        <ol className="about-steps">
          {PUBLISH_STEPS.map((step, index) => (
            <li key={step.title} className="about-steps__item">
              <span className="about-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className="about-steps__title">{step.title}</h3>
                <p className="about-steps__text">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <div className="about-fee">
          <p className="about-fee__figure">
            {PLATFORM_FEE_PERCENT}%<span> platform fee</span>
          </p>
          <p className="about-fee__text">
            Free extensions cost nothing to publish. On a paid sale we keep{' '}
            {PLATFORM_FEE_PERCENT}% plus the payment gateway&rsquo;s charges; the rest
            goes to the maker. Prices are set in INR (₹) or USD ($), and buyers can view
            them in either. The details are in our{' '}
            <Link to="/terms/terms-and-conditions">terms</Link> and the{' '}
            <Link to="/terms/premium-extension">premium extension terms</Link>.
          </p>
        </div>
      </section>

      <section className="ip-section about-cta" aria-labelledby="about-next">
        <h2 className="ip-section__title" id="about-next">
          Ready to start?
        </h2>
        <p className="ip-section__lead">
          Browse what the community has built, or share your own extension with the App
          Inventor community.
        </p>
        <div className="ip-actions">
          <ButtonLink to="/">Explore extensions</ButtonLink>
          <ButtonLink to={publishPath} variant="secondary">
            Publish my extension
          </ButtonLink>
          <ButtonLink to="/contact-us" variant="ghost">
            Contact us
          </ButtonLink>
        </div>
      </section>
    </div>
  );
}
