import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const supervisor = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../scripts/supervise.mjs');
const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/**
 * A stand-in server: it counts its starts in a file, crashes on the first `crashes` starts, then stays up
 * (printing "up") until SIGTERM, when it exits 0. With `exitCode` it exits with that code at once instead.
 */
function writeChild(options: { crashes?: number; exitCode?: number }) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-supervise-'));
  folders.push(folder);
  const counter = path.join(folder, 'starts');
  const script = path.join(folder, 'child.mjs');
  fs.writeFileSync(
    script,
    `import fs from 'node:fs';
const starts = (fs.existsSync(${JSON.stringify(counter)}) ? Number(fs.readFileSync(${JSON.stringify(counter)}, 'utf8')) : 0) + 1;
fs.writeFileSync(${JSON.stringify(counter)}, String(starts));
if (${options.exitCode ?? 'undefined'} !== undefined) process.exit(${options.exitCode ?? 0});
if (starts <= ${options.crashes ?? 0}) setTimeout(() => { throw new Error('crash ' + starts); }, 20);
else { console.log('up after ' + starts + ' starts'); process.on('SIGTERM', () => process.exit(0)); setInterval(() => {}, 1000); }
`,
  );
  return { script, starts: () => Number(fs.readFileSync(counter, 'utf8')) };
}

function runSupervisor(script: string) {
  const child = spawn(process.execPath, [supervisor, script], {
    env: { ...process.env, SUPERVISE_FIRST_DELAY_MS: '50' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('npm start supervises the server', () => {
  it('starts a crashed server again with a growing delay and a log line, and stops with it on SIGTERM', async () => {
    const child = writeChild({ crashes: 2 });
    const run = runSupervisor(child.script);
    // Three Node starts: a second or two on a quiet machine, many more with both cores busy.
    await expect.poll(run.output, { timeout: 60_000 }).toContain('up after 3 starts');
    const restarts = run
      .output()
      .match(/Sitewatch stopped unexpectedly \(exit code 1\); starting it again in [\d.]+ s\./g);
    expect(restarts).toHaveLength(2);
    expect(run.output()).toContain('starting it again in 0.1 s.');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(child.starts()).toBe(3);
  });

  it('does not start it again after exit code 78 (bad settings, a data folder in use)', async () => {
    const child = writeChild({ exitCode: 78 });
    const run = runSupervisor(child.script);
    expect(await run.exited).toBe(78);
    expect(child.starts()).toBe(1);
    expect(run.output()).not.toContain('starting it again');
  });
});
