import { describeDueTime, formatDate, priorities } from '@sitewatch/shared';
import {
  emailColors,
  escapeHtml,
  priorityEmailColors,
  renderEmailButton,
  renderEmailDetailRow,
  renderEmailLayout,
} from '../../adapters/mail/email-html';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { IssueRow } from '../../db/row-types';

/**
 * "Overdue" to the issue's assignee and the site's owners (issue 29). Like the other managers' emails the words
 * are English and the dates are in the reader's language (their browser's, `users.locale`); a contractor has no
 * account, so no link to the dashboard and British English dates.
 */
export function buildOverdueEmail(options: {
  issue: IssueRow;
  siteName: string;
  dueAt: number;
  to: string;
  locale: string | null;
  /** The issue's page in the dashboard; absent for a contractor. */
  link: string | null;
  publicUrl: string;
}): MailMessage {
  const { issue, siteName, link } = options;
  const priorityLabel = priorities[issue.priority]?.label ?? issue.priority;
  const due = formatDate(options.dueAt, { locale: options.locale, format: 'dateTime' });
  const reported = formatDate(issue.createdAt, { locale: options.locale, format: 'dateTime' });
  const lateness = describeDueTime(options.dueAt, issue.overdueNotifiedAt ?? Date.now()).text;
  const subject = `[${siteName}] Overdue ${priorityLabel.toLowerCase()} priority issue: ${issue.title}`;
  const intro = `This issue at ${siteName} is still open past its response target (${lateness}).`;
  const color = priorityEmailColors[issue.priority] ?? emailColors.text;
  const bodyHtml = `
<p style="margin:0 0 4px;color:${emailColors.muted};font-size:14px;">${escapeHtml(intro)}</p>
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${emailColors.text};">${escapeHtml(issue.title)}</h1>
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;">
${renderEmailDetailRow('Site', escapeHtml(siteName))}
${renderEmailDetailRow('Priority', `<span style="color:${color};font-weight:600;">${escapeHtml(priorityLabel)}</span>`)}
${renderEmailDetailRow('Location', escapeHtml(issue.location))}
${renderEmailDetailRow('Reported', escapeHtml(reported))}
${renderEmailDetailRow('Due', `<strong>${escapeHtml(due)}</strong>`)}
</table>
${link ? renderEmailButton(link, 'View issue') : ''}`;
  const text = [
    intro,
    '',
    issue.title,
    '',
    `Site: ${siteName}`,
    `Priority: ${priorityLabel}`,
    `Location: ${issue.location}`,
    `Reported: ${reported}`,
    `Due: ${due}`,
    ...(link ? ['', `View issue: ${link}`] : []),
  ].join('\n');
  return {
    to: options.to,
    subject,
    text,
    html: renderEmailLayout({
      title: subject,
      preheader: `Overdue · ${priorityLabel} · ${issue.location}`,
      bodyHtml,
      publicUrl: options.publicUrl,
      footerText: link
        ? 'You receive this because you own this site or the issue is assigned to you.'
        : 'You receive this because the issue is assigned to you.',
    }),
  };
}
