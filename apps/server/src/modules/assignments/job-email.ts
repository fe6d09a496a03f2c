import { formatDate, jobPath } from '@sitewatch/shared';
import { escapeHtml, renderEmailButton, renderEmailLayout } from '../../adapters/mail/email-html';
import type { MailMessage } from '../../adapters/mail/mailer';

export function jobUrl(publicUrl: string, siteId: string, token: string): string {
  return `${publicUrl}${jobPath(siteId, token)}`;
}

/** The contractor's email: the job, where, and the link that needs no account. */
export function buildJobEmail(options: {
  to: string;
  siteName: string;
  issue: { title: string; location: string; description: string };
  link: string;
  expiresAt: Date;
  publicUrl: string;
}): MailMessage {
  const { issue } = options;
  // The contractor has no account, so no known language: the product's English.
  const until = formatDate(options.expiresAt, { format: 'dateTime' });
  const subject = `New job at ${options.siteName}: ${issue.title}`;
  const text = [
    `You have been asked to take care of an issue at ${options.siteName}.`,
    '',
    `${issue.title}`,
    `Location: ${issue.location}`,
    '',
    issue.description,
    '',
    `Open the job (photos, notes, mark it done): ${options.link}`,
    '',
    `No account is needed. The link works until ${until}.`,
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px;">You have been asked to take care of an issue at <strong>${escapeHtml(options.siteName)}</strong>.</p>
<p style="margin:0 0 4px;font-weight:600;">${escapeHtml(issue.title)}</p>
<p style="margin:0 0 8px;">Location: ${escapeHtml(issue.location)}</p>
<p style="margin:0 0 8px;white-space:pre-line;">${escapeHtml(issue.description)}</p>
${renderEmailButton(options.link, 'Open the job')}
<p style="margin:16px 0 0;font-size:13px;">No account is needed. The link works until ${escapeHtml(until)}.</p>`;
  return {
    to: options.to,
    subject,
    text,
    html: renderEmailLayout({ title: subject, preheader: subject, bodyHtml, publicUrl: options.publicUrl }),
  };
}
