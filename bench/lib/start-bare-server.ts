import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Starts lib/bare-server.mjs on a loopback port and answers once its /health responds (polled every 20 ms,
 * fine enough for the cold-start baseline).
 */
export function startBareServer(port: number, listFile?: string): Promise<ChildProcess> {
  const script = path.join(import.meta.dirname, 'bare-server.mjs');
  const child = spawn(process.execPath, [script, String(port), ...(listFile ? [listFile] : [])], { stdio: 'ignore' });
  return new Promise((resolve, reject) => {
    const poll = async () => {
      if (child.exitCode !== null) return reject(new Error('the bare server stopped'));
      const up = await fetch(`http://127.0.0.1:${port}/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (up) resolve(child);
      else setTimeout(poll, 20);
    };
    void poll();
  });
}

/** Stops a bare server and waits for its exit. */
export async function stopBareServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
