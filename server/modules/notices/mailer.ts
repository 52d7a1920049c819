/**
 * Sends the server's own emails through nodemailer: over SMTP to SMTP_URL in
 * production; without it the mails are kept (newest first, the last 200) for the
 * dev mailbox, so a fresh checkout shows them without any mail server.
 */
import { randomUUID } from 'node:crypto';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config/mail';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** The mail's links, for the dev mailbox's buttons (not sent). */
  links: { label: string; url: string }[];
}

export interface KeptMail extends OutgoingMail {
  id: string;
  sentAt: string;
}

const KEPT = 200;

export class Mailer {
  readonly #transport: Transporter | null;
  readonly #kept: KeptMail[] = [];

  constructor(private readonly config: MailConfig) {
    this.#transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  }

  /** Whether mails leave the server (SMTP) or stay in the dev mailbox. */
  get sends(): boolean {
    return this.#transport !== null;
  }

  async send(mail: OutgoingMail): Promise<void> {
    if (this.#transport) {
      await this.#transport.sendMail({
        from: this.config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
      return;
    }
    this.#kept.unshift({ ...mail, id: randomUUID(), sentAt: new Date().toISOString() });
    this.#kept.length = Math.min(this.#kept.length, KEPT);
  }

  /** The kept mails, newest first (empty when mails go out over SMTP). */
  kept(): readonly KeptMail[] {
    return this.#kept;
  }

  close(): void {
    this.#transport?.close();
  }
}
