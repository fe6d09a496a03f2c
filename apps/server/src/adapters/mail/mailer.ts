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
    subject: message.subject,
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
