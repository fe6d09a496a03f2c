import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer } from '../../src/adapters/mail/outbox-mailer';
import { createSmtpMailer } from '../../src/adapters/mail/smtp-mailer';
import { type SmtpReceiver, startSmtpReceiver } from './smtp-receiver';

const message = {
  to: 'manager@example.com',
  subject: 'Broken door at Riverside',
  text: 'Plain text part',
  html: '<p style="color:#111">HTML part</p>',
  attachments: [{ filename: 'note.txt', content: Buffer.from('attached'), contentType: 'text/plain' }],
};

describe('outbox mailer (no SMTP_URL)', () => {
  it('writes each email as a standard .eml file with both parts and says where', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-outbox-'));
    const logged: object[] = [];
    const mailer = createOutboxMailer({
      outboxDir,
      from: 'Sitewatch <no-reply@sitewatch.test>',
      logger: { info: (details) => logged.push(details) },
    });
    const sent = await mailer.send(message);
    expect(sent.outboxFile?.startsWith(outboxDir)).toBe(true);
    expect(sent.outboxFile).toMatch(/broken-door-at-riverside-[0-9a-f]{6}\.eml$/);
    const parsed = await PostalMime.parse(fs.readFileSync(sent.outboxFile as string));
    expect(parsed.subject).toBe(message.subject);
    expect(parsed.from?.address).toBe('no-reply@sitewatch.test');
    expect(parsed.to?.[0]?.address).toBe('manager@example.com');
    expect(parsed.text?.trim()).toBe('Plain text part');
    expect(parsed.html).toContain('HTML part');
    expect(parsed.attachments[0]?.filename).toBe('note.txt');
    expect(logged[0]).toMatchObject({ file: sent.outboxFile, to: 'manager@example.com' });
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });
});

describe('email subjects', () => {
  it('keep to one line whatever the names in them hold (a CR/LF in a name is not folded into the header)', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-outbox-'));
    const mailer = createOutboxMailer({ outboxDir, from: 'Sitewatch <no-reply@sitewatch.test>' });
    const sent = await mailer.send({ ...message, subject: 'Olive\r\nBcc: evil@example.com\u0085invited\u2028you\t' });
    const raw = fs.readFileSync(sent.outboxFile as string, 'utf8');
    expect(raw).not.toMatch(/^Bcc:/m);
    const parsed = await PostalMime.parse(raw);
    expect(parsed.subject).toBe('Olive Bcc: evil@example.com invited you');
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });
});

describe('SMTP mailer', () => {
  let receiver: SmtpReceiver;
  beforeAll(async () => {
    receiver = await startSmtpReceiver();
  });
  afterAll(() => receiver.close());

  it('delivers through SMTP_URL with the configured sender and a fixed Message-ID when given', async () => {
    const mailer = createSmtpMailer({ smtpUrl: receiver.url, from: 'Reports <reports@sitewatch.test>' });
    await mailer.send({ ...message, messageId: '<fixed-id@sitewatch.test>' });
    await mailer.close();
    expect(receiver.messages).toHaveLength(1);
    const [received] = receiver.messages;
    expect(received?.envelopeTo).toEqual(['manager@example.com']);
    expect(received?.parsed.from?.address).toBe('reports@sitewatch.test');
    expect(received?.parsed.messageId).toBe('<fixed-id@sitewatch.test>');
    expect(received?.parsed.text?.trim()).toBe('Plain text part');
    expect(received?.parsed.html).toContain('HTML part');
  });
});
