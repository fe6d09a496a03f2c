import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { JWK } from 'jose';
import { z } from 'zod';

const keysFileSchema = z.object({
  version: z.literal(1),
  /** Private signing keys (JWK); the first one signs, the rest still verify. */
  signingKeys: z.array(z.record(z.string(), z.unknown())).min(1),
  /** Keys for the provider's own cookies. */
  cookieKeys: z.array(z.string().min(32)).min(1),
});

export interface EmbeddedProviderKeys {
  signingKeys: JWK[];
  cookieKeys: string[];
}

export const embeddedProviderKeysFile = (dataDir: string) => path.join(dataDir, 'oidc', 'provider-keys.json');

function createKeys(): EmbeddedProviderKeys {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  return {
    signingKeys: [{ ...jwk, kid: randomUUID(), alg: 'ES256', use: 'sig' }],
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
}

function readKeys(file: string): EmbeddedProviderKeys {
  const parsed = keysFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a valid key file; move it away to create new keys`);
  return { signingKeys: parsed.data.signingKeys as JWK[], cookieKeys: parsed.data.cookieKeys };
}

/**
 * The embedded provider's keys, kept in DATA_DIR so ID tokens and provider sessions stay valid
 * across restarts (issue 3). Created on first start, readable only by this user.
 */
export function loadOrCreateEmbeddedProviderKeys(dataDir: string): EmbeddedProviderKeys {
  const file = embeddedProviderKeysFile(dataDir);
  if (fs.existsSync(file)) return readKeys(file);
  const keys = createKeys();
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Write a temporary file, then link it into place: a crash never leaves half a key file, and
  // when two instances start at once on one folder, the second keeps the first one's keys.
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, JSON.stringify({ version: 1, ...keys }, null, 2), { mode: 0o600 });
  try {
    fs.linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKeys(file);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return keys;
}

/** The public half of a private JWK (what the JWKS endpoint publishes). */
export function toPublicJwk(jwk: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, oth: _oth, k: _k, ...publicJwk } = jwk;
  return publicJwk;
}
