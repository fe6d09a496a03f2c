import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sentEmails } from '../../db/schema';
import type { Mailer, MailMessage } from './mailer';

/** The same Message-ID for every attempt at one email: a resend after a crash threads as the same message. */
export function messageIdFor(dedupeKey: string, publicUrl: string): string {
  const host = new URL(publicUrl).hostname || 'sitewatch.local';
  return `<${createHash('sha256').update(dedupeKey).digest('hex').slice(0, 32)}@${host}>`;
}

/** Whether the email with this dedupe key already went out. */
export async function isEmailSent(db: Db, dedupeKey: string): Promise<boolean> {
  const [existing] = await db
    .select({ key: sentEmails.dedupeKey })
    .from(sentEmails)
    .where(eq(sentEmails.dedupeKey, dedupeKey))
    .limit(1);
  return existing !== undefined;
}

/**
 * Sends an email unless one with this dedupe key already went out, then records it in sent_emails.
 * Jobs may run again after a failure or a crash; this keeps each email to one copy. The one gap left is a
 * crash between the SMTP server accepting the message and the insert: then the retry sends it again
 * (with the same Message-ID), which beats losing it.
 */
export async function sendEmailOnce(options: {
  db: Db;
  mailer: Mailer;
  dedupeKey: string;
  publicUrl: string;
  message: MailMessage;
}): Promise<'sent' | 'already-sent'> {
  const { db, mailer, dedupeKey, message } = options;
  if (await isEmailSent(db, dedupeKey)) return 'already-sent';
  await mailer.send({ ...message, messageId: message.messageId ?? messageIdFor(dedupeKey, options.publicUrl) });
  await db
    .insert(sentEmails)
    .values({ dedupeKey, recipient: message.to, subject: message.subject })
    .onConflictDoNothing();
  return 'sent';
}
