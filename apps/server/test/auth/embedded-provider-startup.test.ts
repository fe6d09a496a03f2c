import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { buildTestApp } from '../support/build-test-app';
import { createTestDatabase } from '../support/test-database';
import { postLogin, signInThroughEmbeddedProvider } from './embedded-sign-in-flow';

describe('embedded provider keys and start-up', () => {
  it('keeps its signing keys in the data folder, so tokens stay valid after a restart', async () => {
    const first = await buildTestApp();
    const flow = await signInThroughEmbeddedProvider(first.app, { email: 'restart@example.com' });
    await first.app.close();
    // The same data folder and database, as after a restart.
    const second = await buildTestApp({ DATA_DIR: first.config.DATA_DIR }, { database: first.testDatabase.database });
    try {
      expect((await postLogin(second.app, flow.idToken, flow.accessToken)).statusCode).toBe(204);
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('warns in the start-up log whenever it is on', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const testDatabase = await createTestDatabase();
    const build = async (overrides: Record<string, string>) =>
      (
        await buildTestApp(
          { LOG_LEVEL: 'warn', ...overrides },
          { database: testDatabase.database, logger: { level: 'warn', stream } },
        )
      ).app;
    try {
      const embedded = await build({});
      await embedded.close();
      expect(lines.join('')).toContain('The embedded sign-in provider is on');
      lines.length = 0;
      const external = await build({ OIDC_ISSUER: 'https://id.example.com/', OIDC_CLIENT_ID: 'sitewatch' });
      await external.close();
      expect(lines.join('')).not.toContain('embedded sign-in provider');
    } finally {
      await testDatabase.cleanup();
    }
  });

  it('is refused in production unless explicitly enabled', () => {
    const production = { NODE_ENV: 'production', DATA_DIR: '/tmp/unused', APP_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig(production)).toThrow(/OIDC_ISSUER is required in production/);
    expect(loadConfig({ ...production, EMBEDDED_OIDC_ENABLED: 'true' }).EMBEDDED_OIDC_ENABLED).toBe(true);
  });
});
