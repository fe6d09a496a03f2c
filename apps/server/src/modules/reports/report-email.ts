import { categories, formatDate, priorities, prioritiesByUrgency } from '@sitewatch/shared';
import { sitePath } from '@sitewatch/shared/paths';
import { emailColors, escapeHtml, renderEmailButton, renderEmailLayout } from '../../adapters/mail/email-html';
import type { MailMessage } from '../../adapters/mail/mailer';
import type { ReportData } from './load-report-data';
import { formatDuration } from './pdf-theme';

const cell = `padding:6px 8px;border-bottom:1px solid ${emailColors.border};font-size:13px;vertical-align:top;`;
const headCell = `padding:6px 8px;border-bottom:2px solid ${emailColors.text};font-size:12px;text-align:left;color:${emailColors.muted};`;

function statTable(rows: [string, string][]): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;margin:0 0 16px;">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="${cell}color:${emailColors.muted};">${escapeHtml(label)}</td><td style="${cell}text-align:right;font-weight:600;">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;
}

function heading(text: string): string {
  return `<h2 style="margin:20px 0 8px;font-size:16px;color:${emailColors.text};">${escapeHtml(text)}</h2>`;
}

/** The report email (issue 7): the figures in the body, the full report as the attached PDF. */
export function buildReportEmail(options: {
  data: ReportData;
  to: string;
  publicUrl: string;
  pdf: Buffer;
  /** The reader's browser language: the dates follow it (British English when unknown). */
  locale?: string | null;
}): MailMessage {
  const { data, to, publicUrl, pdf, locale } = options;
  const day = (date: Date) => formatDate(date, { locale, format: 'day' });
  const generated = formatDate(data.generatedAt, { locale, format: 'dateTime' });
  const siteUrl = `${publicUrl}${sitePath(data.site.id)}`;
  const subject = `Sitewatch Report: ${data.site.name} (${day(data.generatedAt)})`;
  const byPriority = prioritiesByUrgency.map((p) => [p.label, String(data.openByPriority[p.id])] as [string, string]);
  const byCategory = data.openByCategory.map(
    (entry) => [categories[entry.category]?.name ?? entry.category, String(entry.count)] as [string, string],
  );
  const activity: [string, string][] = [
    ['Opened in the last 7 days', String(data.opened.last7Days)],
    ['Opened in the last 30 days', String(data.opened.last30Days)],
    ['Resolved in the last 7 days', String(data.resolved.last7Days)],
    ['Resolved in the last 30 days', String(data.resolved.last30Days)],
    ['Median time to resolve (last 30 days)', formatDuration(data.medianTimeToResolveMs.last30Days)],
    ['Median time to resolve (all time)', formatDuration(data.medianTimeToResolveMs.allTime)],
  ];
  const age = (createdAt: Date) => formatDuration(data.generatedAt.getTime() - createdAt.getTime());
  const oldest: [string, string][] = data.oldestOpenIssues.map((issue) => [
    issue.title,
    `open ${age(issue.createdAt)}`,
  ]);
  const issueRows = data.openIssues
    .map(
      (issue) =>
        `<tr><td style="${cell}white-space:nowrap;">${escapeHtml(priorities[issue.priority].label)}</td><td style="${cell}font-weight:600;">${escapeHtml(issue.title)}</td><td style="${cell}">${escapeHtml(categories[issue.category]?.name ?? issue.category)}</td><td style="${cell}">${escapeHtml(issue.location)}</td><td style="${cell}white-space:nowrap;">${escapeHtml(day(issue.createdAt))}</td></tr>`,
    )
    .join('');
  const issuesTable =
    data.openIssues.length === 0
      ? `<p style="margin:0;color:${emailColors.muted};">There are no open issues at this site.</p>`
      : `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;"><tr><th style="${headCell}">Priority</th><th style="${headCell}">Title</th><th style="${headCell}">Category</th><th style="${headCell}">Location</th><th style="${headCell}">Reported</th></tr>${issueRows}</table>`;

  const bodyHtml = `
<p style="margin:0 0 4px;color:${emailColors.muted};font-size:14px;">Sitewatch Report · ${escapeHtml(generated)}</p>
<h1 style="margin:0 0 8px;font-size:22px;line-height:1.3;">${escapeHtml(data.site.name)}</h1>
<p style="margin:0 0 8px;">${data.openIssues.length} open issue${data.openIssues.length === 1 ? '' : 's'}. The full report with charts is attached as a PDF.</p>
${heading('Open issues by priority')}${statTable(byPriority)}
${heading('Open issues by category')}${byCategory.length > 0 ? statTable(byCategory) : `<p style="margin:0;color:${emailColors.muted};">None.</p>`}
${heading('Activity')}${statTable(activity)}
${heading('Oldest open issues')}${oldest.length > 0 ? statTable(oldest) : `<p style="margin:0;color:${emailColors.muted};">None.</p>`}
${heading('All open issues')}${issuesTable}
${renderEmailButton(siteUrl, 'Open the dashboard')}`;

  const text = [
    `Sitewatch Report: ${data.site.name}`,
    `Generated ${generated}`,
    '',
    `${data.openIssues.length} open issues. The full report with charts is attached as a PDF.`,
    '',
    'Open issues by priority',
    ...byPriority.map(([label, value]) => `  ${label}: ${value}`),
    '',
    'Open issues by category',
    ...(byCategory.length > 0 ? byCategory.map(([label, value]) => `  ${label}: ${value}`) : ['  None']),
    '',
    'Activity',
    ...activity.map(([label, value]) => `  ${label}: ${value}`),
    '',
    'Oldest open issues',
    ...(oldest.length > 0 ? oldest.map(([title, value]) => `  ${title} (${value})`) : ['  None']),
    '',
    'All open issues',
    ...(data.openIssues.length > 0
      ? data.openIssues.map(
          (issue) =>
            `  [${priorities[issue.priority].label}] ${issue.title} · ${categories[issue.category]?.name ?? issue.category} · ${issue.location} · ${day(issue.createdAt)}`,
        )
      : ['  None']),
    '',
    `Dashboard: ${siteUrl}`,
  ].join('\n');

  const fileDate = data.generatedAt.toISOString().slice(0, 10);
  const fileSite =
    data.site.name
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'site';
  return {
    to,
    subject,
    text,
    html: renderEmailLayout({
      title: subject,
      preheader: `${data.openIssues.length} open issues at ${data.site.name}`,
      bodyHtml,
      publicUrl,
    }),
    attachments: [
      { filename: `sitewatch-report-${fileSite}-${fileDate}.pdf`, content: pdf, contentType: 'application/pdf' },
    ],
  };
}
