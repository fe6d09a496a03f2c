import { createHash, randomBytes } from 'node:crypto';
import { csrfHeaderName, csrfHeaderValue } from '@sitewatch/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { embeddedClientId } from '../../src/adapters/identity/embedded-provider-paths';

/** A tiny cookie jar: the provider's cookies carry the sign-in from one step to the next. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();
  store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies) {
      if (cookie.expires && cookie.expires.getTime() < Date.now()) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function pathOf(location: string | string[] | number | undefined): string {
  if (typeof location !== 'string') throw new Error(`expected a redirect, got location ${String(location)}`);
  const url = new URL(location, 'http://localhost:3000');
  return `${url.pathname}${url.search}`;
}

export interface EmbeddedSignIn {
  /** The provider's sign-in page (HTML). */
  signInPage: string;
  /** Where the provider sent the browser back to (the product's /login with code and state). */
  callbackUrl: URL;
  idToken: string;
  /** The access token issued beside it (the server asks UserInfo with it). */
  accessToken: string;
}

/**
 * Goes through the embedded provider as the browser and the web app do: authorize with PKCE,
 * the sign-in page, the code exchange at {issuer}/oauth/token.
 */
export async function signInThroughEmbeddedProvider(
  app: FastifyInstance,
  person: { email: string; name?: string },
  publicUrl = 'http://localhost:3000',
): Promise<EmbeddedSignIn> {
  const jar = new CookieJar();
  const host = new URL(publicUrl).host;
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { host, cookie: jar.header() } });
    jar.store(response);
    return response;
  };
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const authorize = await get(
    `/oidc/auth?${formBody({
      client_id: embeddedClientId,
      response_type: 'code',
      scope: 'openid profile email',
      redirect_uri: `${publicUrl}/login`,
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state,
      prompt: 'login',
    })}`,
  );
  const interactionUrl = pathOf(authorize.headers.location);
  const page = await get(interactionUrl);
  if (page.statusCode !== 200) throw new Error(`sign-in page answered ${page.statusCode}: ${page.body}`);

  const submitted = await app.inject({
    method: 'POST',
    url: `${interactionUrl}/login`,
    headers: { host, cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: formBody({ email: person.email, name: person.name ?? '' }),
  });
  jar.store(submitted);
  if (submitted.statusCode !== 303) throw new Error(`sign-in answered ${submitted.statusCode}: ${submitted.body}`);
  const resumed = await get(pathOf(submitted.headers.location));
  const callbackUrl = new URL(String(resumed.headers.location), publicUrl);
  const code = callbackUrl.searchParams.get('code');
  if (!code || callbackUrl.searchParams.get('state') !== state) {
    throw new Error(`no code in the callback ${callbackUrl.href}`);
  }
  const token = await app.inject({
    method: 'POST',
    url: '/oidc/oauth/token',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: formBody({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${publicUrl}/login`,
      client_id: embeddedClientId,
      code_verifier: verifier,
    }),
  });
  const { id_token: idToken, access_token: accessToken } = token.json<{ id_token?: string; access_token?: string }>();
  if (!idToken || !accessToken) throw new Error(`token endpoint answered ${token.statusCode}: ${token.body}`);
  return { signInPage: page.body, callbackUrl, idToken, accessToken };
}

/**
 * POST /api/user/login as the web app does: the ID token (named accessToken by the spec) and the
 * provider's access token; returns the response (204 and a session cookie on success).
 */
export function postLogin(app: FastifyInstance, accessToken: unknown, providerAccessToken?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    headers: { [csrfHeaderName]: csrfHeaderValue },
    payload: accessToken === undefined ? {} : { accessToken, ...(providerAccessToken ? { providerAccessToken } : {}) },
  });
}

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sw_session');
  if (!cookie) throw new Error('no session cookie');
  return `sw_session=${cookie.value}`;
}
