/**
 * Where the server's own emails go (update notices, issue 21): SMTP_URL (an
 * `smtp://` or `smtps://` URL, credentials inside it) in production; unset, mails
 * are kept in memory and shown in the dev mailbox (emulator mode) instead of sent.
 */
export interface MailConfig {
  /** undefined keeps mails in the dev mailbox instead of sending them. */
  smtpUrl: string | undefined;
  /** The From header. */
  from: string;
}

export function loadMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const raw = env.SMTP_URL?.trim() || undefined;
  if (raw !== undefined) {
    let url: URL | undefined;
    try {
      url = new URL(raw);
    } catch {
      url = undefined;
    }
    if (!url || !['smtp:', 'smtps:'].includes(url.protocol)) {
      throw new Error(
        'SMTP_URL must be an smtp:// or smtps:// URL, like smtps://user:pass@smtp.example.com:465',
      );
    }
  }
  const from = env.MAIL_FROM?.trim() || 'AIX Market <no-reply@aix-market.local>';
  if (/[\r\n]/.test(from)) throw new Error('MAIL_FROM must be one line');
  return { smtpUrl: raw, from };
}
