// Preloaded into a server process (NODE_OPTIONS=--import=<this file>) by benchmarks that measure how long its
// event loop is blocked. On SIGUSR2 it writes what perf_hooks' monitorEventLoopDelay saw since the last signal
// (the longest delay and the 99th percentile, in ms) to EVENT_LOOP_PROBE_FILE, then starts counting afresh.
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.EVENT_LOOP_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let reports = 0;
  process.on('SIGUSR2', () => {
    reports += 1;
    const figures = {
      report: reports,
      maxMs: histogram.max / 1e6,
      p99Ms: histogram.percentile(99) / 1e6,
      meanMs: histogram.mean / 1e6,
    };
    histogram.reset();
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(figures));
    fs.renameSync(`${file}.tmp`, file);
  });
}
