import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // The shared package is TypeScript source; bundle it. Everything else stays in node_modules.
  noExternal: ['@sitewatch/shared'],
});
