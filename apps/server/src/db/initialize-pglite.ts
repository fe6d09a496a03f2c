import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// Runs in the child: PGlite's initdb on the empty folder, then a clean shutdown.
const initializeScript = `
const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2]).then((pg) => pg.close()).catch((error) => {
  console.error(error && error.message ? error.message : String(error));
  process.exit(1);
});
`;

/**
 * Creates the embedded database in an empty folder in a short-lived child process. PGlite's first
 * initialization (initdb in a second WebAssembly instance) peaks near 800 MB and leaves the process
 * holding about 200 MB more than a server that opens an existing folder; in a child, that memory goes
 * back to the system when it exits. A folder that already holds a database is left alone.
 */
export async function initializePgliteDataDir(dataDir: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  fs.mkdirSync(dataDir, { recursive: true });
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', initializeScript, pglite, dataDir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`Initializing the embedded database in ${dataDir} failed (${signal ?? code}): ${stderr.trim()}`),
        );
    });
  });
}
