import { dateLocale, formatDate, minutesLate, roundSpan, siteInsightsPath } from '@sitewatch/shared';
import { weeklySummaryTexts } from '@sitewatch/shared/i18n/weekly-summary';
import {
  emailColors,
  escapeHtml,
  priorityEmailColors,
  renderEmailButton,
  renderEmailDetailRow,
  renderEmailLayout,
} from '../../adapters/mail/email-html';
import type { MailMessage } from '../../adapters/mail/mailer';
import { issueDetailsUrl } from '../notifications';
import type { WeeklySummary } from './load-weekly-summary';

const dayMs = 24 * 60 * 60 * 1000;

/** "16 Nov – 22 Nov 2026": the week's Monday to its Sunday (the end is exclusive). */
function formatWeek(summary: WeeklySummary, locale: string | null): string {
  const first = formatDate(summary.from, { locale, format: 'dayMonth' });
  const last = formatDate(summary.to.getTime() - dayMs, { locale, format: 'day' });
  return `${first} – ${last}`;
}

/**
 * The weekly summary email (issue 29), in the member's language (`users.locale`: the words from the shared
 * weekly summary texts, English when the language has none; numbers, spans and dates by Intl in that locale).
 */
export function buildWeeklySummaryEmail(options: {
  summary: WeeklySummary;
  to: string;
  locale: string | null;
  publicUrl: string;
}): MailMessage {
  const { summary, publicUrl } = options;
  const t = weeklySummaryTexts(options.locale);
  const locale = dateLocale(options.locale);
  const number = new Intl.NumberFormat(locale);
  const late = (due: number) => {
    const { amount, unit } = roundSpan(minutesLate(due, summary.now));
    return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(amount);
  };
  const siteName = summary.site.name;
  const week = formatWeek(summary, options.locale);
  const subject = t.subject({ siteName, week });
  const insightsLink = `${publicUrl}${siteInsightsPath(summary.site.id)}`;
  const figures: [string, number][] = [
    [t.opened, summary.opened],
    [t.resolved, summary.resolved],
    [t.openNow, summary.openNow],
    [t.overdueNow, summary.overdue.total],
  ];
  const overdue = summary.overdue.issues.map((issue) => ({
    issue,
    line: t.overdueLine({ late: late(issue.dueAt), priority: t.priorities[issue.priority], location: issue.location }),
    link: issueDetailsUrl(publicUrl, { siteId: summary.site.id, id: issue.id }),
  }));
  const moreOverdue = summary.overdue.total - overdue.length;
  const places = summary.repeatPlaces.map((place) => ({
    location: place.location,
    line: t.repeatLine({ issues: place.issues, repeats: place.repeats }),
  }));

  const sectionTitle = (text: string) =>
    `<h2 style="margin:24px 0 8px;font-size:17px;color:${emailColors.text};">${escapeHtml(text)}</h2>`;
  const muted = (text: string) =>
    `<p style="margin:0 0 8px;color:${emailColors.muted};font-size:14px;">${escapeHtml(text)}</p>`;
  const overdueHtml = overdue
    .map(({ issue, line, link }) => {
      const color = priorityEmailColors[issue.priority] ?? emailColors.text;
      return `<li style="margin:0 0 8px;"><a href="${escapeHtml(link)}" style="color:${emailColors.text};font-weight:600;">${escapeHtml(issue.title)}</a><br><span style="color:${color};font-size:14px;">${escapeHtml(line)}</span></li>`;
    })
    .join('\n');
  const placesHtml = places
    .map((p) => `<li style="margin:0 0 6px;"><strong>${escapeHtml(p.location)}</strong>: ${escapeHtml(p.line)}</li>`)
    .join('\n');
  const list = (items: string) => `<ul style="margin:0;padding-left:20px;">${items}</ul>`;
  const bodyHtml = `
<h1 style="margin:0 0 4px;font-size:22px;line-height:1.3;color:${emailColors.text};">${escapeHtml(t.heading({ siteName }))}</h1>
${muted(t.weekLine({ week }))}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;">
${figures.map(([label, value]) => renderEmailDetailRow(label, `<strong>${escapeHtml(number.format(value))}</strong>`)).join('\n')}
</table>
${sectionTitle(t.overdueTitle)}
${overdue.length > 0 ? list(overdueHtml) : muted(t.noOverdue)}
${moreOverdue > 0 ? muted(t.moreOverdue({ count: moreOverdue })) : ''}
${sectionTitle(t.repeatTitle)}
${places.length > 0 ? `${muted(t.repeatIntro)}${list(placesHtml)}` : muted(t.noRepeats)}
${renderEmailButton(insightsLink, t.viewInsights)}`;

  const text = [
    t.heading({ siteName }),
    t.weekLine({ week }),
    '',
    ...figures.map(([label, value]) => `${label}: ${number.format(value)}`),
    '',
    `${t.overdueTitle}:`,
    ...(overdue.length > 0
      ? overdue.map(({ issue, line, link }) => `- ${issue.title}: ${line}\n  ${link}`)
      : [t.noOverdue]),
    ...(moreOverdue > 0 ? [t.moreOverdue({ count: moreOverdue })] : []),
    '',
    `${t.repeatTitle}:`,
    ...(places.length > 0 ? places.map((p) => `- ${p.location}: ${p.line}`) : [t.noRepeats]),
    '',
    `${t.viewInsights}: ${insightsLink}`,
  ].join('\n');
  return {
    to: options.to,
    subject,
    text,
    html: renderEmailLayout({
      title: subject,
      preheader: figures.map(([label, value]) => `${label}: ${number.format(value)}`).join(' · '),
      bodyHtml,
      publicUrl,
      lang: t.language,
      footerText: t.footer,
    }),
  };
}
