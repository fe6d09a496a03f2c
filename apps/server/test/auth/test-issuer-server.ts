import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { JWK } from 'jose';
import { testDatabaseKind } from '../support/test-database';
import { publicJwks } from './test-tokens';

/** Loopback ports of the auth tests (one per database run, as both runs may overlap). */
// TEST_ISSUER_PORT moves it when another run on the machine holds the default.
export const testIssuerPort = Number(process.env.TEST_ISSUER_PORT ?? (testDatabaseKind === 'postgres' ? 3115 : 3114));

export interface TestIssuerServer {
  issuer: string;
  /** How many times the JWKS was fetched. */
  jwksRequests(): number;
  /** The bearer tokens UserInfo was asked with, in order. */
  userInfoRequests(): string[];
  close(): Promise<void>;
}

/** What UserInfo answers for a bearer token: a status and a JSON body. */
export type UserInfoAnswer = (accessToken: string) => { status: number; body: unknown };

/**
 * A minimal external OpenID Connect issuer on 127.0.0.1: a discovery document, a JWKS and, when
 * `userInfo` is given, a UserInfo endpoint.
 */
export async function startTestIssuerServer(
  keys: JWK[],
  port = testIssuerPort,
  userInfo?: UserInfoAnswer,
): Promise<TestIssuerServer> {
  let jwksRequests = 0;
  const userInfoRequests: string[] = [];
  // Known once listening, so port 0 (any free port) works too.
  let issuer = `http://127.0.0.1:${port}/realms/test`;
  const server = http.createServer((request, response) => {
    if (request.url === '/realms/test/.well-known/openid-configuration') {
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify({
          issuer,
          jwks_uri: `${issuer}/certs`,
          authorization_endpoint: `${issuer}/auth`,
          ...(userInfo ? { userinfo_endpoint: `${issuer}/userinfo` } : {}),
        }),
      );
      return;
    }
    if (request.url === '/realms/test/userinfo' && userInfo) {
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      userInfoRequests.push(token);
      const answer = userInfo(token);
      response.statusCode = answer.status;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(answer.body));
      return;
    }
    if (request.url === '/realms/test/certs') {
      jwksRequests++;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(publicJwks(...keys)));
      return;
    }
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/test`;
  return {
    issuer,
    jwksRequests: () => jwksRequests,
    userInfoRequests: () => [...userInfoRequests],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
