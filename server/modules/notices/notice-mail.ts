/**
 * The update email of one notice: the version, its release notes, the permission
 * changes in plain words (the same words as the extension page), a link to the
 * extension, and the unsubscribe link both in the text and as List-Unsubscribe +
 * List-Unsubscribe-Post (RFC 8058), so mail clients offer their own one-click button.
 */
import { escapeHtml } from '#shared/docs/html';
import { diffPermissions, type PermissionDiff } from '#shared/domain/permission-diff';
import { RISK_WORDS, byRisk, permissionInfo } from '#shared/domain/permission-info';
import { ROUTES } from '#shared/api/routes';
import type { OutgoingMail } from './mailer';

export interface NoticeMailFacts {
  to: string;
  extensionName: string;
  slug: string;
  versionName: string;
  releaseNotes: string;
  permissions: PermissionDiff;
  /** Signed unsubscribe token for this extension's notices. */
  unsubscribeToken: string;
}

/** The permission change from the stored JSON lists of the previous and new version. */
export function permissionChange(
  previous: string[] | null,
  next: string[],
): PermissionDiff {
  return previous === null ? { added: [], removed: [] } : diffPermissions(previous, next);
}

function permissionLines(diff: PermissionDiff): string[] {
  const describe = (name: string) => {
    const info = permissionInfo(name);
    return { ...info, line: `${info.label} (${info.name}) — ${RISK_WORDS[info.risk]}` };
  };
  const added = diff.added.map(describe).sort(byRisk);
  const removed = diff.removed.map(describe).sort(byRisk);
  if (added.length === 0 && removed.length === 0) return ['No permission changes.'];
  return [
    ...(added.length > 0
      ? [`New permissions (${added.length}):`, ...added.map(item => `  + ${item.line}`)]
      : []),
    ...(removed.length > 0
      ? [
          `No longer asked for (${removed.length}):`,
          ...removed.map(item => `  - ${item.line}`),
        ]
      : []),
  ];
}

export function noticeMail(publicUrl: string, facts: NoticeMailFacts): OutgoingMail {
  const page = `${publicUrl}/extension/${encodeURIComponent(facts.slug)}`;
  const token = encodeURIComponent(facts.unsubscribeToken);
  const unsubscribePage = `${publicUrl}/unsubscribe?token=${token}`;
  const oneClick = `${publicUrl}${ROUTES.unsubscribe.url()}?token=${token}`;
  const preferences = `${publicUrl}/dashboard/account/preferences`;
  const subject = `${facts.extensionName} ${facts.versionName} is out`;
  const notes = facts.releaseNotes.trim() || 'The maker wrote no release notes.';
  const permissions = permissionLines(facts.permissions);
  const text = [
    `${facts.extensionName} ${facts.versionName} is out. You own an earlier version.`,
    '',
    'Release notes:',
    notes,
    '',
    ...permissions,
    '',
    `See it and download it: ${page}`,
    '',
    `Stop these emails for ${facts.extensionName}: ${unsubscribePage}`,
    `All your notice settings: ${preferences}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(facts.extensionName)} ${escapeHtml(facts.versionName)} is out</h1>
<p>You own an earlier version.</p>
<h2 style="font-size:16px">Release notes</h2>
<p style="white-space:pre-wrap">${escapeHtml(notes)}</p>
<h2 style="font-size:16px">Permissions</h2>
<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(permissions.join('\n'))}</pre>
<p><a href="${escapeHtml(page)}">See ${escapeHtml(facts.extensionName)} ${escapeHtml(facts.versionName)}</a></p>
<p style="font-size:12px;color:#555"><a href="${escapeHtml(unsubscribePage)}">Unsubscribe from ${escapeHtml(facts.extensionName)} updates</a> · <a href="${escapeHtml(preferences)}">Notice settings</a></p>
</body></html>`;
  return {
    to: facts.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    links: [
      { label: 'Open the extension', url: page },
      { label: 'Unsubscribe', url: unsubscribePage },
    ],
  };
}
