import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Provider from 'oidc-provider';

/**
 * A separately started OpenID Connect provider (oidc-provider with its own development login,
 * consent and logout pages) on another loopback port, on oidc-provider's standard claim behaviour:
 * like LemonLDAP::NG on its defaults, it releases email and name only through UserInfo.
 */
export interface ExternalOidcProvider {
  issuer: string;
  clientId: string;
  /** What the provider did, for the test to check it against what the product needed. */
  seen: { userInfoRequests: number; idTokensWithEmail: number; idTokensIssued: number; endSessions: number };
  close(): Promise<void>;
}

export async function startExternalOidcProvider(options: {
  port: number;
  clientId: string;
  redirectOrigin: string;
}): Promise<ExternalOidcProvider> {
  const issuer = `http://localhost:${options.port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [`${options.redirectOrigin}/login`],
        post_logout_redirect_uris: [`${options.redirectOrigin}/`],
        id_token_signed_response_alg: 'RS256',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The development login page takes any login; here the login is the person's email.
    findAccount: (_ctx, id) => ({
      accountId: id,
      claims: () => ({ sub: `external|${id}`, email: id, email_verified: true, name: 'External Person' }),
    }),
    features: { devInteractions: { enabled: true }, rpInitiatedLogout: { enabled: true } },
    clientBasedCORS: (_ctx, origin) => origin === options.redirectOrigin,
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 3600, Interaction: 3600, Session: 3600, Grant: 3600 },
  });
  const seen = { userInfoRequests: 0, idTokensWithEmail: 0, idTokensIssued: 0, endSessions: 0 };
  provider.on('end_session.success', () => {
    seen.endSessions++;
  });
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path === '/me' && ctx.status === 200) seen.userInfoRequests++;
    const idToken = (ctx.body as { id_token?: unknown } | undefined)?.id_token;
    if (ctx.path === '/token' && typeof idToken === 'string') {
      seen.idTokensIssued++;
      const payload = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString());
      if (payload.email) seen.idTokensWithEmail++;
    }
  });
  const server: Server = await new Promise((resolve, reject) => {
    const listening = provider.listen(options.port, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  return {
    issuer,
    clientId: options.clientId,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SitewatchServer {
  baseUrl: string;
  close(): Promise<void>;
}

const serverEntry = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

async function waitUntilHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  // A start on PGlite (first migration) takes several seconds, and much longer on a busy CI machine.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    const healthy = await fetch(url)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not become healthy:\n${output()}`);
}

/** A second Sitewatch server (the built one) configured with OIDC_ISSUER and OIDC_CLIENT_ID. */
export async function startSitewatchWithExternalOidc(options: {
  port: number;
  issuer: string;
  clientId: string;
}): Promise<SitewatchServer> {
  const baseUrl = `http://localhost:${options.port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-e2e-external-'));
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      APP_SECRET: 'e2e-secret-e2e-secret-e2e-secret-external',
      OIDC_ISSUER: options.issuer,
      OIDC_CLIENT_ID: options.clientId,
      JOBS_ENABLED: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const close = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilHealthy(`${baseUrl}/api/health`, child, () => output);
  } catch (error) {
    await close();
    throw error;
  }
  return { baseUrl, close };
}
