// What it measures: Lighthouse's mobile performance score (simulated slow 4G and a 4x slower CPU,
// Lighthouse's default) of the public feedback page of a real site on the built server, driving the
// Debian Chromium, next to the landing page (the dashboard's bundle) measured in the same run.
// Each page is measured twice: straight from the server, which sends the build's precompressed
// .br/.gz assets, and through a local gzip proxy, as a deployment behind a compressing reverse proxy
// or CDN serves it.
// Fails when the feedback page scores below the budget when compressed.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './lib/start-server';

const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3152);
const proxyPort = Number(process.env.BENCH_LIGHTHOUSE_PROXY_PORT ?? 3154);
const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const scoreBudget = 90;
/** BENCH_LIGHTHOUSE_DETAILS=1 prints each page's requests and its largest paint, to see what to improve. */
const showDetails = process.env.BENCH_LIGHTHOUSE_DETAILS === '1';

/** A minimal cookie jar: enough for the embedded sign-in provider's interaction cookies. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const index = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, index).trim(), pair!.slice(index + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Signs a new manager in through the embedded OpenID provider the way the web app does (authorize
 * with PKCE, the provider's sign-in form, code exchange, POST /api/user/login) and answers the
 * session cookie jar.
 */
async function signInManager(origin: string, email: string): Promise<CookieJar> {
  const jar = new CookieJar();
  const request = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(new URL(url, origin), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: jar.header() },
    });
    jar.store(response);
    return response;
  };
  const config = (await (await request('/api/auth/config')).json()) as { issuer?: string; clientId?: string };
  const issuer = config.issuer ?? `${origin}/oidc`;
  const clientId = config.clientId ?? 'sitewatch-web';
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  const redirectUri = `${origin}/login`;
  const authorize = new URL(`${issuer}/auth`);
  authorize.search = new URLSearchParams({
    client_id: clientId,
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: base64url(randomBytes(8)),
    nonce: base64url(randomBytes(8)),
  }).toString();

  let response = await request(authorize.toString());
  let location = response.headers.get('location');
  for (let hops = 0; location && !location.startsWith(redirectUri) && hops < 10; hops++) {
    if (/\/interaction\/[^/]+$/.test(new URL(location, origin).pathname)) {
      await request(location);
      response = await request(`${location}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, name: 'Bench Manager' }).toString(),
      });
    } else {
      response = await request(location);
    }
    location = response.headers.get('location');
  }
  const code = location ? new URL(location).searchParams.get('code') : null;
  if (!code) throw new Error(`Sign-in did not return a code (last status ${response.status})`);
  const token = await request(`${issuer}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      code_verifier: verifier,
    }).toString(),
  });
  // The embedded provider releases email only through UserInfo, so the access token goes along too.
  const { id_token: idToken, access_token: providerAccessToken } = (await token.json()) as {
    id_token?: string;
    access_token?: string;
  };
  if (!idToken) throw new Error(`The token exchange failed with ${token.status}`);
  const login = await request('/api/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sitewatch-csrf': '1' },
    body: JSON.stringify({ accessToken: idToken, providerAccessToken }),
  });
  if (login.status !== 204) throw new Error(`Login answered ${login.status}`);
  return jar;
}

async function createSite(origin: string, jar: CookieJar): Promise<{ id: string; idCode: string }> {
  const response = await fetch(`${origin}/api/site`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sitewatch-csrf': '1', cookie: jar.header() },
    body: JSON.stringify({
      name: 'Bench Station',
      companyName: 'Bench Station',
      context: { postcode: 'EC1A 1BB', operatingHours: '24/7', purpose: 'transportation' },
      type: 'PROPERTY_MANAGER',
    }),
  });
  if (!response.ok) throw new Error(`Creating the site answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: string; idCode: string };
}

interface Figures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
}

async function audit(url: string, chromePort: number): Promise<Figures> {
  const result = await lighthouse(url, { port: chromePort, onlyCategories: ['performance'], logLevel: 'error' });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  if (showDetails) printDetails(url, lhr);
  const numeric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? Number.NaN);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    transferKb: Math.round((lhr.audits['total-byte-weight']?.numericValue ?? 0) / 1024),
  };
}

interface NetworkRequest {
  url: string;
  transferSize?: number;
  resourceSize?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
}

function printDetails(url: string, lhr: { audits: Record<string, { details?: unknown; displayValue?: string }> }) {
  const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
  console.log(`\n${url}`);
  console.table(
    requests.map((r) => ({
      url: r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 60),
      transferKb: Math.round((r.transferSize ?? 0) / 102.4) / 10,
      resourceKb: Math.round((r.resourceSize ?? 0) / 102.4) / 10,
      startMs: Math.round(r.networkRequestTime ?? 0),
      endMs: Math.round(r.networkEndTime ?? 0),
    })),
  );
  const lcp = lhr.audits['largest-contentful-paint-element']?.details;
  console.log('largest paint:', JSON.stringify(lcp).slice(0, 600));
}

/** A loopback reverse proxy that gzips text responses, like nginx or a CDN in front of the server. */
async function startGzipProxy(target: string, listenPort: number): Promise<{ url: string; close(): Promise<void> }> {
  const compressible = /^(text\/|application\/(javascript|json)|image\/svg)/;
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      new URL(req.url ?? '/', target),
      { method: req.method, headers: { ...req.headers, host: new URL(target).host, 'accept-encoding': 'identity' } },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        const wantsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
        if (!wantsGzip || !compressible.test(type) || answer.headers['content-encoding']) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        const headers = { ...answer.headers, 'content-encoding': 'gzip', vary: 'accept-encoding' };
        delete headers['content-length'];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(zlib.createGzip({ level: 6 })).pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${listenPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The run with the median score (Lighthouse varies from run to run on a shared machine). */
function median(results: Figures[]): Figures {
  return [...results].sort((a, b) => a.score - b.score)[Math.floor(results.length / 2)]!;
}

const server = await startServer({ port });
const proxy = await startGzipProxy(server.url, proxyPort);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const jar = await signInManager(server.url, `bench-${randomBytes(4).toString('hex')}@example.com`);
  const site = await createSite(server.url, jar);
  const feedbackPath = `/feedback/${site.id}/${site.idCode}`;
  const pages = {
    'feedback page, gzip proxy': `${proxy.url}${feedbackPath}`,
    'feedback page, served by the server (precompressed assets)': `${server.url}${feedbackPath}`,
    'baseline: landing page, gzip proxy': `${proxy.url}/`,
    'baseline: landing page, served by the server': `${server.url}/`,
  };
  const rows: Record<string, Figures> = {};
  for (const [name, url] of Object.entries(pages)) {
    const results: Figures[] = [];
    for (let run = 0; run < runs; run++) results.push(await audit(url, chrome.port));
    rows[name] = median(results);
    console.log(`${name}: scores ${results.map((r) => r.score).join(', ')}`);
  }
  console.log(`\nLighthouse mobile performance (median of ${runs} runs, simulated throttling)`);
  console.table(rows);
  console.log('STACK-NOTES yardstick: a minimal React 19 + react-router 7 page scores 100, LCP ~1.4 s');
  const feedback = rows['feedback page, gzip proxy']!;
  if (feedback.score < scoreBudget) {
    console.error(`\nBudget check FAILED: the feedback page scores ${feedback.score} < ${scoreBudget} (compressed)`);
    process.exitCode = 1;
  } else {
    console.log(`\nBudget check passed: the feedback page scores ${feedback.score} ≥ ${scoreBudget} (compressed).`);
  }
} finally {
  chrome.kill();
  await proxy.close();
  await server.stop();
}
