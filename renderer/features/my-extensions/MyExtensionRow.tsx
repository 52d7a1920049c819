import { Link } from '../../components/Link';
import type { MyExtension } from '#shared/api/publishing';
import { formatDate } from '#shared/format';
import { Button, ButtonLink } from '../../components/Button';
import { ExtensionIcon } from '../../components/ExtensionIcon';

/** One of the maker's extensions with its numbers and actions. */
export function MyExtensionRow({
  extension,
  busy,
  onTogglePublished,
  onDelete,
}: {
  extension: MyExtension;
  busy: boolean;
  onTogglePublished: () => void;
  onDelete: () => void;
}) {
  const published = extension.status === 'published';
  return (
    <li className="my-ext" data-testid="my-extension">
      <ExtensionIcon src={extension.icon} name={extension.name} size={48} />
      <div className="my-ext__main">
        <h2 className="my-ext__name">
          {published ? (
            <Link to={`/extension/${encodeURIComponent(extension.slug)}`}>
              {extension.name}
            </Link>
          ) : (
            extension.name
          )}
        </h2>
        <p className="my-ext__package">{extension.packageName}</p>
        <span className={`my-ext__status my-ext__status--${extension.status}`}>
          {published
            ? 'Published'
            : extension.moderationMessage
              ? 'Unpublished by a moderator'
              : 'Draft'}
        </span>
        {extension.moderationMessage && !published && (
          <p className="my-ext__moderation" role="note">
            <strong>Message from the moderators:</strong> {extension.moderationMessage}{' '}
            Fix what it says, then publish again.
          </p>
        )}
      </div>
      <dl className="my-ext__stats">
        <div>
          <dt>Versions</dt>
          <dd>
            {extension.versions}
            {extension.latestVersion && (
              <span className="my-ext__latest"> (latest {extension.latestVersion})</span>
            )}
          </dd>
        </div>
        <div>
          <dt>Downloads</dt>
          <dd>{extension.downloads}</dd>
        </div>
        <div>
          <dt>Likes</dt>
          <dd>{extension.likes}</dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>{formatDate(extension.updatedAt)}</dd>
        </div>
      </dl>
      <div className="my-ext__actions">
        <ButtonLink
          variant="secondary"
          size="sm"
          to={`/dashboard/my-extensions/edit/${encodeURIComponent(extension.extensionId)}`}
        >
          Edit<span className="visually-hidden"> {extension.name}</span>
        </ButtonLink>
        <Button variant="secondary" size="sm" disabled={busy} onClick={onTogglePublished}>
          {published ? 'Unpublish' : 'Publish'}
          <span className="visually-hidden"> {extension.name}</span>
        </Button>
        <Button variant="danger" size="sm" disabled={busy} onClick={onDelete}>
          Delete<span className="visually-hidden"> {extension.name}</span>
        </Button>
      </div>
    </li>
  );
}
