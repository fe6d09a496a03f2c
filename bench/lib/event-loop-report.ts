import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningServer } from './start-server';

export interface EventLoopFigures {
  report: number;
  /** The longest the server's event loop was blocked since the previous report (monitorEventLoopDelay max). */
  maxMs: number;
  p99Ms: number;
  meanMs: number;
  /** The most CPU time the process used between two ticks of a 2 ms timer: the block without waits for a core. */
  maxCpuMs: number;
}

const probePath = path.join(path.dirname(fileURLToPath(import.meta.url)), 'event-loop-probe.mjs');

/** The environment that preloads the probe (lib/event-loop-probe.mjs) into a server writing to `file`. */
export function eventLoopProbeEnv(file: string): Record<string, string> {
  const inherited = process.env.NODE_OPTIONS ? `${process.env.NODE_OPTIONS} ` : '';
  return { NODE_OPTIONS: `${inherited}--import=${probePath}`, EVENT_LOOP_PROBE_FILE: file };
}

/** Asks the server's probe for its figures since the last call (and starts a new count). */
export async function readEventLoop(server: RunningServer, file: string): Promise<EventLoopFigures> {
  const previous = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as EventLoopFigures).report : 0;
  server.child.kill('SIGUSR2');
  // A blocked event loop answers late: the wait is part of what is measured, so it is long.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (fs.existsSync(file)) {
      const figures = JSON.parse(fs.readFileSync(file, 'utf8')) as EventLoopFigures;
      if (figures.report > previous) return figures;
    }
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`the server stopped before reporting its event loop:\n${server.output().slice(-4000)}`);
    }
    if (Date.now() > deadline) throw new Error('the server did not report its event loop (is the probe loaded?)');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
