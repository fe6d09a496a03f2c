#!/usr/bin/env node
// Keeps one server process running: `npm start` runs Sitewatch through it, so a crash (an error nobody
// handled, the process killed for memory) brings it back instead of leaving the site down. Node built-ins
// only. Usage: node scripts/supervise.mjs <script.js> [args…]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The server's exit code for a problem a restart cannot fix (bad settings, a data folder in use). */
export const exitCodeDoNotRestart = 78;

/**
 * Runs `node <args>` and starts it again whenever it ends on its own with an error, after a delay that doubles
 * from `firstDelayMs` up to `maxDelayMs` and starts over once a run has lasted `healthyAfterMs`. SIGINT and
 * SIGTERM go to the child, and the supervisor ends with it. Resolves with the exit code to leave with.
 */
export function supervise(args, options = {}) {
  const { firstDelayMs = 1000, maxDelayMs = 30_000, healthyAfterMs = 60_000, log = console.error } = options;
  let delayMs = firstDelayMs;
  let child;
  let stopping = false;
  let restartTimer;

  return new Promise((resolve) => {
    const forward = (signal) => {
      stopping = true;
      clearTimeout(restartTimer);
      if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
      else resolve(0);
    };
    process.on('SIGINT', () => forward('SIGINT'));
    process.on('SIGTERM', () => forward('SIGTERM'));

    const start = () => {
      const startedAt = Date.now();
      child = spawn(process.execPath, args, { stdio: 'inherit' });
      child.on('exit', (code, signal) => {
        if (stopping) return resolve(code ?? 0);
        if (code === 0 || code === exitCodeDoNotRestart) return resolve(code);
        if (Date.now() - startedAt >= healthyAfterMs) delayMs = firstDelayMs;
        const why = signal ? `signal ${signal}` : `exit code ${code}`;
        log(`Sitewatch stopped unexpectedly (${why}); starting it again in ${(delayMs / 1000).toFixed(1)} s.`);
        restartTimer = setTimeout(start, delayMs);
        delayMs = Math.min(delayMs * 2, maxDelayMs);
      });
    };
    start();
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const firstDelayMs = Number(process.env.SUPERVISE_FIRST_DELAY_MS ?? 1000);
  const code = await supervise(process.argv.slice(2), { firstDelayMs });
  process.exit(code);
}
