import { lazyTransport, type Mailer, toNodemailerMessage } from './mailer';

/** nodemailer over SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  const transport = lazyTransport(options.smtpUrl);
  return {
    kind: 'smtp',
    async send(message) {
      const info = await (await transport.get()).sendMail(toNodemailerMessage(options.from, message));
      return { messageId: info.messageId };
    },
    async close() {
      transport.close();
    },
  };
}
