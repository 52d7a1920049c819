/**
 * The SMTP path for real: the update email goes through nodemailer to a real SMTP
 * server (smtp-server) on loopback, with its List-Unsubscribe headers intact; with
 * no SMTP_URL the mail is kept for the dev mailbox instead.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { loadMailConfig } from '../../config/mail';
import { Mailer } from './mailer';
import { noticeMail } from './notice-mail';

const received: { from: string; to: string[]; raw: string }[] = [];
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map(rcpt => rcpt.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve));
const { port } = server.server.address() as AddressInfo;
afterAll(() => new Promise<void>(resolve => server.close(() => resolve())));

const mail = noticeMail('https://market.example', {
  to: 'owner@example.com',
  extensionName: 'Custom Web View',
  slug: 'custom-web-view',
  versionName: '13',
  releaseNotes: 'Shortcuts & audio capture',
  permissions: { added: ['CAMERA'], removed: ['VIBRATE'] },
  unsubscribeToken: 'abc.def',
});

describe('update emails over SMTP', () => {
  it('delivers through a real SMTP server with the one-click unsubscribe headers', async () => {
    const mailer = new Mailer(
      loadMailConfig({
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'AIX Market <notices@market.example>',
      }),
    );
    expect(mailer.sends).toBe(true);
    await mailer.send(mail);
    mailer.close();
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got?.from).toBe('notices@market.example');
    expect(got?.to).toEqual(['owner@example.com']);
    const raw = got?.raw.replace(/\r\n[ \t]+/g, ' ') ?? '';
    expect(raw).toContain('Subject: Custom Web View 13 is out');
    expect(raw).toContain(
      'List-Unsubscribe: <https://market.example/api/notices/unsubscribe?token=abc.def>',
    );
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(raw).toContain('Camera (CAMERA)');
    expect(mailer.kept()).toEqual([]);
  });

  it('keeps the mail for the dev mailbox without SMTP_URL', async () => {
    const mailer = new Mailer(loadMailConfig({}));
    expect(mailer.sends).toBe(false);
    await mailer.send(mail);
    expect(mailer.kept()).toMatchObject([
      { to: 'owner@example.com', subject: mail.subject },
    ]);
  });

  it('refuses an SMTP_URL that is not smtp(s)', () => {
    expect(() => loadMailConfig({ SMTP_URL: 'http://mail.example' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL',
    );
  });
});
