import fs from 'node:fs';
import os from 'node:os';

/** The value below which `p` percent of the values fall (nearest rank); NaN for no values. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

export const median = (values: number[]) => percentile(values, 50);

/** One decimal place, for tables. */
export const round = (value: number) => Math.round(value * 10) / 10;

/** A process's resident memory in MB, read from /proc (Linux). */
export function rssMb(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

/** The machine's load averages, printed next to figures taken on a shared machine. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** User + system CPU time of a process so far, in milliseconds (Linux /proc, 100 ticks a second). */
export function cpuMs(pid: number | undefined): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
