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
  close(): Promise<void>;
}

/** A minimal external OpenID Connect issuer: a discovery document and a JWKS, on 127.0.0.1. */
export async function startTestIssuerServer(keys: JWK[], port = testIssuerPort): Promise<TestIssuerServer> {
  let jwksRequests = 0;
  const issuer = `http://127.0.0.1:${port}/realms/test`;
  const server = http.createServer((request, response) => {
    if (request.url === '/realms/test/.well-known/openid-configuration') {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/certs`, authorization_endpoint: `${issuer}/auth` }));
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
  return {
    issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/test`,
    jwksRequests: () => jwksRequests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
