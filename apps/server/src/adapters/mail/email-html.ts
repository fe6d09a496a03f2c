import { priorityPalette } from '@sitewatch/shared';

/** Escapes text for HTML bodies and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A light palette for email (most inboxes are light), inline because many mail clients drop <style> blocks. */
export const emailColors = {
  text: '#1f2933',
  muted: '#52606d',
  border: '#e4e7eb',
  background: '#f5f7fa',
  brand: '#1d4ed8',
  card: '#ffffff',
};

export const emailFont = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/**
 * The frame every email shares: a 600 px table layout with inline styles (what Gmail, Outlook and Apple
 * Mail all render), a hidden preheader for the inbox preview and a footer linking back to the product.
 */
export function renderEmailLayout(options: {
  title: string;
  preheader: string;
  bodyHtml: string;
  publicUrl: string;
  /** The email's language (visitors get theirs) and why they receive it; managers' emails default to English. */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  footerText?: string;
}): string {
  const { title, preheader, bodyHtml, publicUrl } = options;
  const footerText = options.footerText ?? 'You receive this because you are a member of this site.';
  return `<!DOCTYPE html>
<html lang="${escapeHtml(options.lang ?? 'en')}" dir="${options.dir ?? 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:${emailColors.background};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${emailColors.background};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:${emailColors.card};border:1px solid ${emailColors.border};border-radius:8px;">
<tr><td style="padding:20px 28px;border-bottom:1px solid ${emailColors.border};font-family:${emailFont};font-size:18px;font-weight:700;color:${emailColors.brand};">Sitewatch</td></tr>
<tr><td style="padding:24px 28px;font-family:${emailFont};font-size:15px;line-height:1.5;color:${emailColors.text};">
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid ${emailColors.border};font-family:${emailFont};font-size:12px;line-height:1.5;color:${emailColors.muted};">
Sent by <a href="${escapeHtml(publicUrl)}" style="color:${emailColors.muted};">Sitewatch</a>. ${escapeHtml(footerText)}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** A call-to-action button that survives Outlook (a padded link inside a table cell). */
export function renderEmailButton(href: string, label: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:20px 0 4px;"><tr><td style="background:${emailColors.brand};border-radius:6px;"><a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;font-family:${emailFont};font-size:15px;font-weight:600;color:#ffffff;text-decoration:none;">${escapeHtml(label)}</a></td></tr></table>`;
}

/** One row of an email's details table: a muted label, then the value (already HTML). */
export function renderEmailDetailRow(label: string, valueHtml: string): string {
  return `<tr><td style="padding:6px 12px 6px 0;width:110px;vertical-align:top;color:${emailColors.muted};font-size:14px;">${escapeHtml(label)}</td><td style="padding:6px 0;vertical-align:top;font-size:15px;">${valueHtml}</td></tr>`;
}

/** Badge colours per priority, readable on white: the shared palette's hues for light backgrounds. */
export const priorityEmailColors: Record<string, string> = Object.fromEntries(
  Object.entries(priorityPalette).map(([id, colors]) => [id, colors.onLight]),
);
