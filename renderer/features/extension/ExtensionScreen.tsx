import { useParams } from 'react-router-dom';
import { getExtension } from '#shared/api/client/catalogue';
import { ApiError } from '#shared/api/client/http';
import { summaryFromHelp } from '#shared/aix/text';
import { ButtonLink } from '../../components/Button';
import { DocumentationView } from '../../components/DocumentationView';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { useApiQuery } from '../../hooks/useApiQuery';
import { usePageHead } from '../../hooks/usePageHead';
import { BlockReference } from './BlockReference';
import { DetailsPanel } from './DetailsPanel';
import { ExtensionHeader } from './ExtensionHeader';
import { ExtensionSkeleton } from './ExtensionSkeleton';
import { PermissionsList } from './PermissionsList';
import { PurchaseBox } from './PurchaseBox';
import { ReportExtension } from './ReportExtension';
import { ReviewsSection } from '../reviews/ReviewsSection';
import { VersionsList } from './VersionsList';
import './ExtensionScreen.css';

/** `/extension/:extensionSlug`: everything about one extension, or a 404 state. */
export function ExtensionScreen() {
  const { extensionSlug = '' } = useParams();
  const { data, error, loading, reload } = useApiQuery(
    `extension:${extensionSlug}`,
    // The stored documentation.html is never shown (DocumentationView renders the
    // blocks): dropped here so a server-rendered page does not embed it twice.
    (api, signal) =>
      getExtension(api, extensionSlug, signal).then(extension => ({
        ...extension,
        documentation: { ...extension.documentation, html: '' },
      })),
  );
  const notFound = error instanceof ApiError && error.status === 404;
  usePageHead(
    data?.name ?? (notFound ? 'Extension not found' : undefined),
    data
      ? {
          description: summaryFromHelp(data.description, 200) || undefined,
          image: data.icon || undefined,
          type: 'product',
        }
      : { status: notFound ? 404 : 200 },
  );

  if (loading) return <ExtensionSkeleton />;
  if (notFound) {
    return (
      <div className="container ext-screen ext-screen--missing">
        <EmptyState
          icon="search"
          headingLevel={1}
          title="Extension not found"
          message={`No extension is published at “${extensionSlug}”. It may have been renamed or removed.`}
          action={<ButtonLink to="/">Browse extensions</ButtonLink>}
        />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className="container ext-screen">
        <ErrorState
          headingLevel={1}
          title="This extension could not be loaded"
          message={error?.message ?? 'No answer from the server.'}
          onRetry={reload}
        />
      </div>
    );
  }

  return (
    <article className="container ext-screen" aria-labelledby="ext-title">
      <div className="ext-screen__top">
        <ExtensionHeader extension={data} />
        <PurchaseBox extension={data} />
      </div>
      <div className="ext-screen__body">
        <div className="ext-screen__main">
          <section className="ext-section" aria-labelledby="docs-title">
            <h2 id="docs-title" className="ext-section__title">
              Documentation
            </h2>
            <DocumentationView documentation={data.documentation} />
          </section>
          <BlockReference versions={data.aixVersions} />
          {data.devNotes.trim() !== '' && (
            <section className="ext-section" aria-labelledby="notes-title">
              <h2 id="notes-title" className="ext-section__title">
                Notes from the developer
              </h2>
              <p className="ext-section__text">{data.devNotes}</p>
            </section>
          )}
          <section className="ext-section" aria-labelledby="versions-title">
            <h2 id="versions-title" className="ext-section__title">
              Versions
            </h2>
            <VersionsList versions={data.aixVersions} packageName={data.packageName} />
          </section>
          <ReviewsSection slug={data.slug} extensionId={data.extensionId} />
        </div>
        <aside className="ext-screen__side" aria-label="About this extension">
          <div className="ext-side-card">
            <DetailsPanel extension={data} />
          </div>
          <section className="ext-side-card" aria-labelledby="permissions-title">
            <h2 id="permissions-title" className="side-title">
              Permissions
            </h2>
            <PermissionsList permissions={data.permissions} />
          </section>
          <ReportExtension slug={data.slug} name={data.name} />
        </aside>
      </div>
    </article>
  );
}
