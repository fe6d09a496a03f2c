import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const secretFileName = 'app-secret';

/**
 * The HMAC secret for signed URLs: APP_SECRET when set, otherwise one generated on first start and kept in
 * the data folder, so URLs stay valid across restarts. Several instances must share APP_SECRET.
 */
export function loadAppSecret(options: { appSecret?: string; dataDir: string }): Buffer {
  if (options.appSecret) return Buffer.from(options.appSecret, 'utf8');
  const file = path.join(options.dataDir, secretFileName);
  fs.mkdirSync(options.dataDir, { recursive: true });
  try {
    // 'wx' fails when the file exists, so two first starts cannot overwrite each other's secret.
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = fs.readFileSync(file, 'utf8').trim();
  if (stored.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it to regenerate`);
  return Buffer.from(stored, 'utf8');
}
