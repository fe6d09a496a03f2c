// Preloaded into a server process (NODE_OPTIONS=--import=<this file>) by benchmarks that measure how long its
// event loop is blocked. On SIGUSR2 it writes what perf_hooks' monitorEventLoopDelay saw since the last signal
// (the longest delay and the 99th percentile, in ms) to EVENT_LOOP_PROBE_FILE, then starts counting afresh.
// It also writes the most CPU time the process used between two ticks of a 2 ms timer: on a machine shared with
// other work a block's wall time swells with the time the process waits for a core, its CPU time does not, so
// that figure stands for the block a quiet machine would see (an upper bound: a stretch may span a few turns).
import fs from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.EVENT_LOOP_PROBE_FILE;
if (file) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let reports = 0;
  let maxCpuMs = 0;
  let lastCpu = process.cpuUsage();
  const tick = () => {
    const cpu = process.cpuUsage();
    const cpuMs = (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000;
    if (cpuMs > maxCpuMs) maxCpuMs = cpuMs;
    lastCpu = cpu;
  };
  setInterval(tick, 2).unref();
  process.on('SIGUSR2', () => {
    reports += 1;
    tick();
    const figures = {
      report: reports,
      maxMs: histogram.max / 1e6,
      p99Ms: histogram.percentile(99) / 1e6,
      meanMs: histogram.mean / 1e6,
      maxCpuMs,
    };
    histogram.reset();
    maxCpuMs = 0;
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(figures));
    fs.renameSync(`${file}.tmp`, file);
  });
}
