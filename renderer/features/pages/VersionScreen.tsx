import { Link } from '../../components/Link';
import { formatDay } from '#shared/format';
import { BUILD } from '#shared/version';
import { Button } from '../../components/Button';
import { CopyButton } from '../../components/CopyButton';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { usePageHead } from '../../hooks/usePageHead';
import { usePlatform } from '../../platform/PlatformContext';
import { useApiHealth } from './useApiHealth';
import './pages.css';
import './VersionScreen.css';
import { PAGE_TITLES } from '#shared/page-titles';

const DIALECT_LABELS: Record<string, string> = {
  sqlite: 'SQLite',
  postgres: 'PostgreSQL',
};

const PLATFORM_KIND_LABELS = { web: 'Web browser', desktop: 'Desktop studio' } as const;

/** /version: app version, API health and the details support asks for. */
export function VersionScreen() {
  usePageHead(PAGE_TITLES.version);
  const platform = usePlatform();
  const health = useApiHealth();
  const mode = import.meta.env.MODE;
  const userAgent = navigator.userAgent;
  const apiStatus = health.loading
    ? 'Checking…'
    : health.data?.ok
      ? `Online (${DIALECT_LABELS[health.data.dialect] ?? health.data.dialect})`
      : `Unreachable${health.error ? `: ${health.error.message}` : ''}`;

  const report = [
    `AIX Market ${BUILD.version} (${BUILD.codename}, ${BUILD.channel})`,
    `Released: ${BUILD.releasedOn}`,
    `Build: ${mode}`,
    `API: ${apiStatus}, v${BUILD.apiVersion}`,
    `Platform: ${platform.kind}`,
    `User agent: ${userAgent}`,
  ].join('\n');

  return (
    <div className="container ip-page version">
      <PageHeader
        title="Version"
        subtitle="Which AIX Market you are running and whether its API is reachable."
      />
      <div className="version__hero">
        <p className="version__number">
          <span className="visually-hidden">Version </span>
          {BUILD.version}
        </p>
        <div>
          <p className="version__codename">{BUILD.codename}</p>
          <p className="version__released">
            Released {formatDay(`${BUILD.releasedOn}T00:00:00Z`)} ·{' '}
            <Link to="/changelog">What is new</Link>
          </p>
        </div>
        <span className="ip-pill ip-pill--warning version__channel">{BUILD.channel}</span>
      </div>

      <h2 className="ip-section__title version__details-title">Details</h2>
      <dl className="version__details">
        <div className="version__row">
          <dt>App version</dt>
          <dd>{BUILD.version}</dd>
        </div>
        <div className="version__row">
          <dt>Build</dt>
          <dd>{mode}</dd>
        </div>
        <div className="version__row">
          <dt>API</dt>
          <dd className="version__api" aria-live="polite">
            {health.loading ? (
              <Spinner size={14} label="Checking the API" />
            ) : (
              <span
                className={`version__dot${health.data?.ok ? ' version__dot--ok' : ' version__dot--down'}`}
                aria-hidden="true"
              />
            )}
            <span data-testid="api-status">{apiStatus}</span>
            {health.error && (
              <Button variant="ghost" size="sm" onClick={health.reload}>
                Check again
              </Button>
            )}
          </dd>
        </div>
        <div className="version__row">
          <dt>API version</dt>
          <dd>{BUILD.apiVersion}</dd>
        </div>
        <div className="version__row">
          <dt>Running in</dt>
          <dd data-testid="platform-kind">
            {PLATFORM_KIND_LABELS[platform.kind]} ({platform.kind})
          </dd>
        </div>
        <div className="version__row version__row--wide">
          <dt>User agent</dt>
          <dd>
            <code className="version__ua">{userAgent}</code>
          </dd>
        </div>
      </dl>

      <div className="version__actions">
        <CopyButton text={report} label="Details" />
        <Link to="/contact-us?subject=issue" className="version__report">
          Report an issue with these details
        </Link>
      </div>
    </div>
  );
}
