import { loginPath } from '@sitewatch/shared/paths';
import { embeddedProviderMountPath } from './embedded-provider-paths';

export const signInStylesheetPath = `${embeddedProviderMountPath}/assets/sign-in.css`;
export const signInFontPath = `${embeddedProviderMountPath}/assets/inter-latin-wght-normal.woff2`;
export const signInFaviconPath = `${embeddedProviderMountPath}/assets/favicon.svg`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string): string {
  // No inline script or style: the product's CSP allows only same-origin files.
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Sitewatch</title>
<link rel="icon" href="${signInFaviconPath}" type="image/svg+xml">
<link rel="preload" href="${signInFontPath}" as="font" type="font/woff2" crossorigin>
<link rel="stylesheet" href="${signInStylesheetPath}">
</head>
<body>
<main class="card">
${body}
</main>
</body>
</html>`;
}

export interface SignInPageOptions {
  formAction: string;
  email?: string;
  name?: string;
  errors?: { email?: string; name?: string };
}

function fieldError(id: string, message: string | undefined): string {
  return message ? `<p class="error" id="${id}-error" role="alert">${escapeHtml(message)}</p>` : '';
}

/** The embedded provider's sign-in page: an Email field, an optional Name field and a Sign in button. */
export function renderSignInPage({ formAction, email = '', name = '', errors = {} }: SignInPageOptions): string {
  const emailAria = errors.email ? ' aria-invalid="true" aria-describedby="email-error"' : '';
  const nameAria = errors.name ? ' aria-invalid="true" aria-describedby="name-error"' : ' aria-describedby="name-hint"';
  return page(
    'Sign in',
    `<p class="brand">Sitewatch</p>
<h1>Sign in</h1>
<p class="notice">This is the built-in sign-in for local use and demos. Any email address signs in as that person, without a password. Connect your organisation's identity provider before real use.</p>
<form method="post" action="${escapeHtml(formAction)}" novalidate>
<div class="field">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" inputmode="email" maxlength="254" required autofocus value="${escapeHtml(email)}"${emailAria}>
${fieldError('email', errors.email)}
</div>
<div class="field">
<label for="name">Name</label>
<input id="name" name="name" type="text" autocomplete="name" maxlength="255" value="${escapeHtml(name)}"${nameAria}>
${errors.name ? fieldError('name', errors.name) : '<p class="hint" id="name-hint">Optional. It fills in your account setup.</p>'}
</div>
<button type="submit">Sign in</button>
</form>`,
  );
}

/** Shown when the sign-in cannot go on (expired link, bad request from a client). */
export function renderProviderErrorPage(message: string): string {
  return page(
    'Sign-in problem',
    `<p class="brand">Sitewatch</p>
<h1>Sign-in could not continue</h1>
<p class="notice">${escapeHtml(message)}</p>
<p><a href="${loginPath}">Back to Sitewatch</a> and press Sign In again.</p>`,
  );
}
