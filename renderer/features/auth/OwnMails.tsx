/**
 * The dev mailbox's second list: the server's own emails (update notices), kept
 * instead of sent while no SMTP_URL is set, each with its text and its links as
 * buttons that stay inside the app.
 */
import { Link } from '../../components/Link';
import type { DevMail } from '#shared/api/auth';
import { formatDate } from '#shared/format';

function localPath(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return `${parsed.pathname}${parsed.search}`;
}

export function OwnMails({ mails }: { mails: readonly DevMail[] }) {
  if (mails.length === 0) return null;
  return (
    <section className="mailbox-own" aria-labelledby="mailbox-own-title">
      <h2 id="mailbox-own-title" className="mailbox-own__title">
        Our emails
      </h2>
      <ul className="mailbox-list" aria-label="Our emails">
        {mails.map(mail => (
          <li key={mail.id} className="mailbox-item mailbox-item--mail">
            <div className="mailbox-item__text">
              <span className="mailbox-item__kind">{mail.subject}</span>
              <span className="mailbox-item__email">
                To {mail.to} · {formatDate(mail.sentAt)}
              </span>
              <details>
                <summary>Show the email</summary>
                <pre className="mailbox-item__body">{mail.text}</pre>
              </details>
            </div>
            <div className="mailbox-item__links">
              {mail.links.map(link => (
                <Link
                  key={link.url}
                  className="btn btn--secondary btn--sm"
                  to={localPath(link.url)}
                  aria-label={`${link.label}: ${mail.subject} to ${mail.to}`}
                >
                  {link.label}
                </Link>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
