import fs from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';

/** Every email the outbox mailer wrote to this address, oldest first, as parsed text and subject. */
export async function readOutbox(dataDir: string, to: string): Promise<{ subject: string; text: string }[]> {
  const dir = path.join(dataDir, 'outbox');
  if (!fs.existsSync(dir)) return [];
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(dir, name))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs);
  const mails = [];
  for (const file of files) {
    const parsed = await PostalMime.parse(fs.readFileSync(file));
    if (parsed.to?.some((address) => address.address?.toLowerCase() === to.toLowerCase())) {
      mails.push({ subject: parsed.subject ?? '', text: parsed.text ?? '' });
    }
  }
  return mails;
}

/** The last link in the newest email to this address that starts with the given prefix. */
export async function readLinkFromOutbox(dataDir: string, to: string, prefix: string): Promise<string> {
  const mails = await readOutbox(dataDir, to);
  const text = mails.at(-1)?.text ?? '';
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = text.match(new RegExp(`${escaped}[^\\s)>\\]]+`));
  if (!match) throw new Error(`no ${prefix} link in the mail to ${to}`);
  return match[0];
}
