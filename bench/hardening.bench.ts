// What it measures (issue #11, hardening), each figure next to its baseline from the same run:
// 1. GET /api/health p50/p99 while three visitor addresses chat at their per-address limits, interleaved with
//    the same probe on the idle server (target p99 < 100 ms).
// 2. Resident memory per held chat stream and after the streams end, next to a bare Fastify SSE server.
// 3. Issue submissions through a PostgreSQL outage (connections cut, then a silent network) behind a TCP proxy
//    this bench starts: accepted / lost / duplicated, the statuses clients saw and the longest wait.
// 4. kill -9 in the middle of a batch of submissions and their webhook deliveries, then a restart.
// Everything listens on 127.0.0.1; bounded to about two minutes on an idle machine.

import { loadAverage } from './lib/figures';
import { benchDatabaseOutage, benchKillMidBatch } from './lib/hardening-faults';
import { benchChatLoad } from './lib/hardening-load';

const port = Number(process.env.BENCH_PORT ?? 3171);
const postgresAdminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const started = performance.now();

console.log(`load average at start: ${loadAverage()}`);
await benchChatLoad(port, port + 1);
await benchDatabaseOutage(port, postgresAdminUrl);
await benchKillMidBatch(port);
console.log(`\nload average at the end: ${loadAverage()}; total ${Math.round((performance.now() - started) / 1000)} s`);
