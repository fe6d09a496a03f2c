// What it measures: the trivial GET /api/health route of the built server (PGlite), the baseline
// every other route benchmark is compared with in the same run.
import { measure, printTable } from './lib/load';
import { startServer } from './lib/start-server';

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3300) });
try {
  const health = await measure('GET /api/health', { url: `${server.url}/api/health`, durationSeconds: 5 });
  printTable('Baseline (autocannon, 32 connections, 5 s)', [health]);
} finally {
  await server.stop();
}
