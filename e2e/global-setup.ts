import { spawnServer } from '@sitewatch/server/testing';

/**
 * The journeys' server: the built product on E2E_PORT with a fresh data folder (playwright.config.ts sets
 * both), started the one way every test starts a real server (spawnServer: test defaults, loopback, load
 * shedding off). Its warnings and errors show in the run's output; the returned function stops it.
 */
export default async function startJourneysServer(): Promise<() => Promise<void>> {
  const server = await spawnServer({
    port: Number(process.env.E2E_PORT),
    env: {
      DATA_DIR: process.env.E2E_DATA_DIR as string,
      // The webhooks journey's receiver listens on loopback.
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    },
    startTimeoutMs: 60_000,
  });
  server.child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[server] ${chunk}`));
  return () => server.stop();
}
