import { formatDate, priorities } from '@sitewatch/shared';
import {
  emailColors,
  escapeHtml,
  priorityEmailColors,
  renderEmailButton,
  renderEmailLayout,
} from '../../adapters/mail/email-html';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { IssueRow } from '../../db/row-types';
import { issueDetailsUrl } from './issue-notification-email';

export type DigestIssue = Pick<IssueRow, 'id' | 'siteId' | 'title' | 'location' | 'priority' | 'createdAt'>;

/**
 * The digest of a burst: "12 new issues at <site>", each with its priority, title, location, when it was
 * reported and link. English, like the single notification email; its dates are in the manager's language.
 */
export function buildIssueDigestEmail(options: {
  issues: DigestIssue[];
  siteName: string;
  to: string;
  publicUrl: string;
  /** The recipient's browser language: the dates follow it (British English when unknown). */
  locale?: string | null;
}): MailMessage {
  const { issues, siteName, to, publicUrl } = options;
  const reported = (issue: DigestIssue) => formatDate(issue.createdAt, { locale: options.locale, format: 'dateTime' });
  const heading = `${issues.length} new issues at ${siteName}`;
  const subject = `[${siteName}] ${heading}`;
  const label = (issue: DigestIssue) => priorities[issue.priority]?.label ?? issue.priority;

  const rowsHtml = issues
    .map((issue) => {
      const color = priorityEmailColors[issue.priority] ?? emailColors.text;
      const link = issueDetailsUrl(publicUrl, issue);
      return `<tr>
<td style="padding:8px 12px 8px 0;vertical-align:top;width:90px;"><span style="display:inline-block;padding:2px 8px;border-radius:999px;border:1px solid ${color};color:${color};font-size:12px;font-weight:600;">${escapeHtml(label(issue))}</span></td>
<td style="padding:8px 0;vertical-align:top;font-size:15px;border-bottom:1px solid ${emailColors.border};"><a href="${escapeHtml(link)}" style="color:${emailColors.text};font-weight:600;">${escapeHtml(issue.title)}</a><br><span style="color:${emailColors.muted};font-size:14px;">${escapeHtml(issue.location)} · ${escapeHtml(reported(issue))}</span></td>
</tr>`;
    })
    .join('\n');
  const firstLink = issueDetailsUrl(publicUrl, issues[0] as DigestIssue);
  const bodyHtml = `
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${emailColors.text};">${escapeHtml(heading)}</h1>
<p style="margin:0 0 12px;color:${emailColors.muted};font-size:14px;">These were reported after the last email we sent you about ${escapeHtml(siteName)}.</p>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;">
${rowsHtml}
</table>
${renderEmailButton(firstLink, 'View the first issue')}`;

  const text = [
    heading,
    '',
    ...issues.flatMap((issue) => [
      `${label(issue)} priority: ${issue.title}`,
      `Location: ${issue.location}`,
      `Reported: ${reported(issue)}`,
      `View issue: ${issueDetailsUrl(publicUrl, issue)}`,
      '',
    ]),
    `Sitewatch: ${publicUrl}`,
  ].join('\n');

  return {
    to,
    subject,
    text,
    html: renderEmailLayout({ title: subject, preheader: heading, bodyHtml, publicUrl }),
  };
}
