import path from 'node:path';
import type { Config } from '../../config';
import type { Mailer } from './mailer';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';

interface MailerLogger {
  info(details: object, message: string): void;
}

export function createMailer(config: Config, logger?: MailerLogger): Mailer {
  if (config.SMTP_URL) return createSmtpMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  return createOutboxMailer({ outboxDir: path.join(config.DATA_DIR, 'outbox'), from: config.MAIL_FROM, logger });
}
