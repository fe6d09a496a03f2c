import nodemailer from 'nodemailer';
import { type Mailer, toNodemailerMessage } from './mailer';

/** nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await transport.sendMail(toNodemailerMessage(options.from, message));
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}
