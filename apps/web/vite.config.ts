import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

// `isFeedbackPagePath` of @sitewatch/shared/paths, for the dev server: Node loads this config and cannot import
// the shared package's TypeScript.
const feedbackPath = /^\/feedback\//;

const testFiles = /\.test\.tsx?$/;
/**
 * Test files that replace a module (vi.mock) need a module graph of their own: in a shared one, a module
 * already loaded by another file keeps its real import. They run isolated; every other file shares its
 * worker's modules, which made the run about three times faster than a fresh jsdom and import per file.
 */
function findFilesReplacingModules(): string[] {
  const root = fileURLToPath(new URL('.', import.meta.url));
  return fs
    .readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join('src', file))
    .filter((file) => testFiles.test(file) && fs.readFileSync(path.join(root, file), 'utf8').includes('vi.mock('));
}

const filesReplacingModules = findFilesReplacingModules();

/** `npm run dev:web`: /feedback/* is the feedback page's own HTML, as the server answers it. */
function serveFeedbackHtml(): Plugin {
  return {
    name: 'sitewatch-feedback-html',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && feedbackPath.test(req.url)) req.url = '/feedback.html';
        next();
      });
    },
  };
}

const page = (name: string) => fileURLToPath(new URL(`./${name}.html`, import.meta.url));

/**
 * Two builds into one dist (see package.json): the dashboard (index.html) and, with `--mode feedback`,
 * the visitor's page (feedback.html). Built apart, the feedback page shares nothing with the dashboard:
 * a tiny entry and one CSS file in its HTML, the app chunk after the first paint, and languages and
 * markdown on demand.
 */
export default defineConfig(({ mode }) => ({
  plugins: [react(), serveFeedbackHtml()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/oidc': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    chunkSizeWarningLimit: 600,
    // The second build (feedback) adds to the first one's output.
    emptyOutDir: mode !== 'feedback',
    manifest: mode === 'feedback' ? '.vite/feedback-manifest.json' : '.vite/manifest.json',
    // The feedback page keeps one CSS file, named in its HTML: its components' styles are there before
    // the app chunk (loaded after the first paint) mounts, so nothing is drawn unstyled.
    cssCodeSplit: mode !== 'feedback',
    rollupOptions: { input: page(mode === 'feedback' ? 'feedback' : 'index') },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    // Globals a test stubs (fetch by the fake HTTP boundary, EventSource, navigator) are restored after it.
    unstubGlobals: true,
    css: { modules: { classNameStrategy: 'non-scoped' } },
    maxWorkers: 2,
    // A bound that holds with both cores busy, not a speed: the filter panel's test passes in 2 s alone and
    // went past the default 5 s at a load average of 6.5.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: filesReplacingModules,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: filesReplacingModules, isolate: true } },
    ],
  },
}));
