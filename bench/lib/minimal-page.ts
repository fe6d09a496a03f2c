import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** The yardstick page: the smallest useful React 19 + react-router 7 page, with the dashboard's Vite settings. */
const minimalPageDir = path.resolve(import.meta.dirname, '../fixtures/minimal-router-page');

/** Builds the minimal React + router page into `outDir` (index.html, assets, .vite/manifest.json). */
export function buildMinimalPage(outDir: string): void {
  const config = path.join(minimalPageDir, 'vite.config.ts');
  const args = ['vite', 'build', minimalPageDir, '--config', config, '--outDir', outDir, '--logLevel', 'warn'];
  const result = spawnSync('npx', args, { cwd: minimalPageDir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('vite build of the minimal React + router page failed');
}
