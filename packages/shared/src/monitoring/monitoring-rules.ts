// Zod-free rules for error and performance monitoring (Sentry or a Sentry-compatible server such as
// GlitchTip), shared by the server and both web pages. Events may never carry what a visitor or a
// manager wrote, their addresses, or the secrets that some URLs hold.

/** The spec's sample rates (§9): every trace, one session in ten replayed, every session with an error. */
export const monitoringSampleRates = { traces: 1, replaySession: 0.1, replayOnError: 1 } as const;

/**
 * The SDKs' `dataCollection`: no user fields, cookies, headers, bodies, query parameters or model
 * inputs and outputs, on the server and in the browser.
 */
export const monitoringDataCollection = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [] as never[],
  urlQueryParams: false,
  genAI: { inputs: false, outputs: false },
};

/** The server writes the DSN into each HTML page under this meta name when SENTRY_DSN is set. */
export const monitoringDsnMetaName = 'sitewatch-monitoring-dsn';

const uuidSegment = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Status, invitation and contractor links end in long random tokens; ids and words are shorter.
const secretSegment = /^[A-Za-z0-9_~.-]{20,}$/;

/**
 * A URL as monitoring may see it: path only (the query and fragment can hold anything), ids kept,
 * long tokens replaced. Relative and absolute URLs both work; the origin is kept when there was one.
 */
export function redactUrlForMonitoring(url: string): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)?([^?#]*)/i.exec(url);
  const origin = match?.[1] ?? '';
  const pathname = match?.[2] ?? '';
  const redacted = pathname
    .split('/')
    .map((segment) => (secretSegment.test(segment) && !uuidSegment.test(segment) ? ':token' : segment))
    .join('/');
  return `${origin}${redacted}`;
}

const quoted = /"[^"]*"|'[^']*'|`[^`]*`|“[^”]*”/g;
const emailLike = /[^\s@<>()"']+@[^\s@<>()"']+\.[^\s@<>()"']+/g;
const longDigits = /\+?\d[\d\s().-]{6,}\d/g;
const maxMessageLength = 300;

/**
 * An error message as monitoring may see it. Driver and validation messages quote the value that
 * failed (a report title, say): quoted parts, email addresses and phone-like numbers are replaced,
 * and the message is cut short.
 */
export function redactMessageForMonitoring(message: string): string {
  const redacted = message.replace(quoted, '[redacted]').replace(emailLike, '[email]').replace(longDigits, '[number]');
  return redacted.length > maxMessageLength ? `${redacted.slice(0, maxMessageLength)}…` : redacted;
}

/** The parts of a Sentry event that can hold private data (a structural type: shared has no SDK). */
export interface MonitoringEventParts {
  request?: { method?: string | undefined; url?: string | undefined } | undefined;
  user?: unknown;
  extra?: unknown;
  breadcrumbs?: unknown;
  message?: string | undefined;
  transaction?: string | undefined;
  exception?: { values?: { value?: string | undefined }[] | undefined } | undefined;
}

/**
 * Removes from an event everything that could hold what people wrote or who they are: the request's
 * body, query, cookies and headers, the user, extra data and breadcrumbs; URLs keep their path with long
 * tokens replaced, error messages lose quoted values, addresses and numbers. Used by the server and
 * both web pages as `beforeSend`.
 */
export function scrubMonitoringEvent<T extends MonitoringEventParts>(event: T): T {
  if (event.request) {
    const { method, url } = event.request;
    event.request = { ...(method ? { method } : {}), ...(url ? { url: redactUrlForMonitoring(url) } : {}) };
  }
  delete event.user;
  delete event.extra;
  delete event.breadcrumbs;
  if (event.message) event.message = redactMessageForMonitoring(event.message);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = redactMessageForMonitoring(exception.value);
  }
  if (event.transaction) event.transaction = redactUrlForMonitoring(event.transaction);
  return event;
}
