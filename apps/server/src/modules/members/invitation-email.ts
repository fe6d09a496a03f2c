import { invitationPathPrefix } from '@sitewatch/shared/paths';
import { escapeHtml, renderEmailButton, renderEmailLayout } from '../../adapters/mail/email-html';
import type { MailMessage } from '../../adapters/mail/mailer';

export function invitationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${invitationPathPrefix}${token}`;
}

/** The invitation: who invites, to which site, the single-use link and when it stops working. */
export function buildInvitationEmail(options: {
  to: string;
  siteName: string;
  inviterName: string;
  token: string;
  expiresAt: Date;
  publicUrl: string;
}): MailMessage {
  const link = invitationUrl(options.publicUrl, options.token);
  const subject = `${options.inviterName} invited you to ${options.siteName} on Sitewatch`;
  const days = Math.round((options.expiresAt.getTime() - Date.now()) / 86_400_000);
  const text = [
    `${options.inviterName} invited you to help run ${options.siteName} on Sitewatch.`,
    '',
    `Accept the invitation: ${link}`,
    '',
    `Sign in with this email address (${options.to}). The link works once and expires in ${days} days.`,
  ].join('\n');
  const bodyHtml = `<p style="margin:0 0 12px;">${escapeHtml(options.inviterName)} invited you to help run <strong>${escapeHtml(options.siteName)}</strong> on Sitewatch.</p>
${renderEmailButton(link, 'Accept the invitation')}
<p style="margin:16px 0 0;font-size:13px;">Sign in with this email address (${escapeHtml(options.to)}). The link works once and expires in ${days} days.</p>`;
  return {
    to: options.to,
    subject,
    text,
    html: renderEmailLayout({ title: subject, preheader: subject, bodyHtml, publicUrl: options.publicUrl }),
  };
}
