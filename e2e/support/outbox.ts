import fs from 'node:fs';
import path from 'node:path';

/** A raw .eml body with quoted-printable soft breaks and escapes undone (enough to read links). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The newest link starting with `prefix` in the outbox emails addressed to `to` (the server writes
 * .eml files to DATA_DIR/outbox when no SMTP is configured). Waits until one arrives.
 */
export async function waitForLinkInOutbox(to: string, prefix: string, timeoutMs = 15_000): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR as string, 'outbox');
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.eml')) : [];
    const links = files
      .map((name) => ({ name, stat: fs.statSync(path.join(dir, name)) }))
      .sort((a, b) => b.stat.mtimeMs - a.stat.mtimeMs)
      .map(({ name }) => decodeQuotedPrintable(fs.readFileSync(path.join(dir, name), 'utf8')))
      .filter((mail) => new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'im').test(mail))
      .map((mail) => mail.match(new RegExp(`${escaped}[A-Za-z0-9_./~-]+`))?.[0])
      .filter((link): link is string => Boolean(link));
    if (links[0]) return links[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email to ${to} with a ${prefix} link`);
}
