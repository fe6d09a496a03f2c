import { formatDate, isRtlLanguage } from '@sitewatch/shared';
import type { Translation } from '@sitewatch/shared/i18n';
import { emailColors, escapeHtml, renderEmailButton, renderEmailLayout } from '../../adapters/mail/email-html';
import type { MailMessage } from '../../adapters/mail/mailer';

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The one email a visitor asked for: in their language, with the link to their report's status page. */
export function buildVisitorFixedEmail(options: {
  to: string;
  texts: Translation['visitorReport'];
  language: string;
  siteName: string;
  report: { title: string; location: string };
  fixedAt: Date;
  statusUrl: string;
  publicUrl: string;
}): MailMessage {
  const { texts, siteName, report, statusUrl } = options;
  const subject = fill(texts.emailSubject, { title: report.title });
  const intro = fill(texts.emailIntro, { site: siteName });
  const fixed = fill(texts.fixedAt, {
    time: formatDate(options.fixedAt, { locale: options.language, format: 'dateTime' }),
  });
  const bodyHtml = `
<p style="margin:0 0 12px;font-size:16px;">${escapeHtml(intro)}</p>
<h1 style="margin:0 0 4px;font-size:20px;line-height:1.3;color:${emailColors.text};">${escapeHtml(report.title)}</h1>
<p style="margin:0 0 4px;color:${emailColors.muted};">${escapeHtml(report.location)}</p>
<p style="margin:0;color:${emailColors.muted};">${escapeHtml(fixed)}</p>
${renderEmailButton(statusUrl, texts.followLink)}`;
  const text = [
    intro,
    '',
    report.title,
    report.location,
    fixed,
    '',
    `${texts.followLink}: ${statusUrl}`,
    '',
    texts.emailFooter,
  ].join('\n');
  return {
    to: options.to,
    subject,
    text,
    html: renderEmailLayout({
      title: subject,
      preheader: intro,
      bodyHtml,
      publicUrl: options.publicUrl,
      lang: options.language,
      dir: isRtlLanguage(options.language) ? 'rtl' : 'ltr',
      footerText: texts.emailFooter,
    }),
  };
}
