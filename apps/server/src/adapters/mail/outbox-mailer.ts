import { randomBytes } from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { lazyTransport, type Mailer, toNodemailerMessage } from './mailer';

interface OutboxLogger {
  info(details: object, message: string): void;
}

function fileSlug(subject: string): string {
  return (
    subject
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 50) || 'email'
  );
}

/** Without SMTP each email becomes a standard .eml file (opens in any mail client), and the log says where. */
export function createOutboxMailer(options: { outboxDir: string; from: string; logger?: OutboxLogger }): Mailer {
  // nodemailer's stream transport builds the full MIME message without sending it anywhere.
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await (await transport.get()).sendMail(toNodemailerMessage(options.from, message));
      await fsp.mkdir(options.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(
        options.outboxDir,
        `${stamp}-${fileSlug(message.subject)}-${randomBytes(3).toString('hex')}.eml`,
      );
      await fsp.writeFile(file, info.message as Buffer);
      options.logger?.info({ to: message.to, subject: message.subject, file }, 'email written to the outbox');
      return { messageId: info.messageId, outboxFile: file };
    },
    async close() {
      transport.close();
    },
  };
}
