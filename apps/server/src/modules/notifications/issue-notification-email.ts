import { categories, formatDate, priorities } from '@sitewatch/shared';
import { siteIssuePath } from '@sitewatch/shared/paths';
import {
  emailColors,
  escapeHtml,
  priorityEmailColors,
  renderEmailButton,
  renderEmailDetailRow,
  renderEmailLayout,
} from '../../adapters/mail/email-html';
import type { MailAttachment, MailMessage } from '../../adapters/mail/mailer';
import type { IssueRow } from '../../db/row-types';

export interface IssueNotificationPhoto {
  /** Embedded in the email (small photos), shown as `cid:` image. */
  attachment?: MailAttachment;
  /** A signed link (larger photos, where the storage serves them to the outside). */
  url?: string;
}

export function issueDetailsUrl(publicUrl: string, issue: { siteId: string; id: string }): string {
  return `${publicUrl}${siteIssuePath(issue.siteId, issue.id)}`;
}

/** Issue 7 notification: site, priority, category, title, location, description, time, link, first photo. */
export function buildIssueNotificationEmail(options: {
  issue: IssueRow;
  siteName: string;
  to: string;
  publicUrl: string;
  photo?: IssueNotificationPhoto;
  /** The recipient's browser language: the date follows it (British English when unknown). */
  locale?: string | null;
}): MailMessage {
  const { issue, siteName, to, publicUrl, photo } = options;
  const priority = priorities[issue.priority];
  const category = categories[issue.category];
  const priorityLabel = priority?.label ?? issue.priority;
  const categoryName = category?.name ?? issue.category;
  const link = issueDetailsUrl(publicUrl, issue);
  const when = formatDate(issue.createdAt, { locale: options.locale, format: 'dateTime' });
  const subject = `[${siteName}] ${priorityLabel} priority: ${issue.title}`;

  const badgeColor = priorityEmailColors[issue.priority] ?? emailColors.text;
  const badge = `<span style="display:inline-block;padding:2px 10px;border-radius:999px;border:1px solid ${badgeColor};color:${badgeColor};font-size:13px;font-weight:600;">${escapeHtml(priorityLabel)}</span>`;
  const photoSrc = photo?.attachment?.contentId ? `cid:${photo.attachment.contentId}` : photo?.url;
  const photoHtml = photoSrc
    ? `<p style="margin:16px 0 0;"><a href="${escapeHtml(link)}"><img src="${escapeHtml(photoSrc)}" alt="Photo of the issue" width="240" style="display:block;width:240px;max-width:100%;height:auto;border:1px solid ${emailColors.border};border-radius:6px;"></a></p>`
    : '';
  const bodyHtml = `
<p style="margin:0 0 4px;color:${emailColors.muted};font-size:14px;">New issue at ${escapeHtml(siteName)}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${emailColors.text};">${escapeHtml(issue.title)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;">
${renderEmailDetailRow('Site', escapeHtml(siteName))}
${renderEmailDetailRow('Priority', badge)}
${renderEmailDetailRow('Category', escapeHtml(categoryName))}
${renderEmailDetailRow('Location', escapeHtml(issue.location))}
${renderEmailDetailRow('Reported', escapeHtml(when))}
</table>
<p style="margin:16px 0 0;white-space:pre-line;">${escapeHtml(issue.description)}</p>
${photoHtml}
${renderEmailButton(link, 'View issue')}`;

  const text = [
    `New issue at ${siteName}`,
    '',
    issue.title,
    '',
    `Site: ${siteName}`,
    `Priority: ${priorityLabel}`,
    `Category: ${categoryName}`,
    `Location: ${issue.location}`,
    `Reported: ${when}`,
    '',
    issue.description,
    '',
    ...(photo?.url ? [`Photo: ${photo.url}`, ''] : []),
    `View issue: ${link}`,
    '',
    `Sitewatch: ${publicUrl}`,
  ].join('\n');

  return {
    to,
    subject,
    text,
    html: renderEmailLayout({
      title: subject,
      preheader: `${priorityLabel} · ${categoryName} · ${issue.location}`,
      bodyHtml,
      publicUrl,
    }),
    attachments: photo?.attachment ? [photo.attachment] : undefined,
  };
}
