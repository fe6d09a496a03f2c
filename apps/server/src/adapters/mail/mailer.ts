import { toSingleLine } from '@sitewatch/shared';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
  /** Set to reference the attachment from the HTML part as `cid:<contentId>` (inline image). */
  contentId?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  /** Every email has both parts (issue 7: plain text and HTML). */
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** A fixed Message-ID, so a copy resent after a crash is recognisable as the same message. */
  messageId?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file the outbox wrote (outbox mailer only). */
  outboxFile?: string;
}

/** Sends email: SMTP when SMTP_URL is set, otherwise `.eml` files in `{DATA_DIR}/outbox/`. */
export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<SentMail>;
  close(): Promise<void>;
}

/** nodemailer's message fields for one of ours. */
export function toNodemailerMessage(from: string, message: MailMessage) {
  return {
    from,
    to: message.to,
    // Names and visitors' titles are folded into subjects: whatever they hold, a subject stays one line.
    subject: toSingleLine(message.subject).trim(),
    text: message.text,
    html: message.html,
    messageId: message.messageId,
    attachments: message.attachments?.map((attachment) => ({
      filename: attachment.filename,
      content: attachment.content,
      contentType: attachment.contentType,
      cid: attachment.contentId,
      contentDisposition: attachment.contentId ? ('inline' as const) : ('attachment' as const),
    })),
  };
}

type TransportOptions = Parameters<typeof import('nodemailer').createTransport>[0];
type Transport = ReturnType<typeof import('nodemailer').createTransport>;

/**
 * A nodemailer transport made on the first email, not at start: nodemailer is over 400 KB of code that
 * an instance which sends no email never needs, and loading it was part of every cold start.
 */
export function lazyTransport(options: TransportOptions): { get(): Promise<Transport>; close(): void } {
  let transport: Promise<Transport> | undefined;
  let closed = false;
  return {
    get() {
      transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options));
      return transport;
    },
    close() {
      if (closed) return;
      closed = true;
      void transport?.then((made) => made.close());
    },
  };
}
