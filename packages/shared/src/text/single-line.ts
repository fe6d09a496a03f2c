// C0 and C1 control characters (CR, LF, tab, escape, NEL) and the Unicode line and paragraph separators.
const controlRuns = /[\p{Cc}\u2028\u2029]+/gu;

/**
 * Text for a single line, such as a name that ends up in an email subject or a CSV cell: each run of control
 * characters or line breaks becomes one space, so "Ann\r\nBcc: x" is the name "Ann Bcc: x".
 */
export function toSingleLine(text: string): string {
  return text.replace(controlRuns, ' ');
}
