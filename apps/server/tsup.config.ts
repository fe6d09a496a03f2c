import path from 'node:path';
import { defineConfig, type Options } from 'tsup';

/** pg's runtime switch (Node or Cloudflare Workers) replaced by its Node branch: see build/pg-node-stream.cjs. */
const pgNodeStream: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'pg-node-stream',
  setup(build) {
    const pgLib = `${path.sep}node_modules${path.sep}pg${path.sep}lib${path.sep}`;
    build.onResolve({ filter: /^\.\/stream$/ }, (args) =>
      args.importer.includes(pgLib) ? { path: path.resolve('build/pg-node-stream.cjs') } : undefined,
    );
  },
};

/**
 * Packages left in node_modules: they read their own files next to their code (WASM, fonts, static assets,
 * worker scripts), hook the module loader, or are imported only when the configuration uses them.
 */
const keptExternal = [
  '@electric-sql/pglite',
  'oidc-provider',
  'pdfkit',
  '@aws-sdk/',
  '@ai-sdk/',
  'ai',
  '@sentry/',
  'pino',
  'thread-stream',
  'pg-native',
  // fastText's WebAssembly and the language-identification model are files beside its code.
  'fasttext.wasm.js',
];
const escapeRegExp = (s: string) => s.replace(/[/\\^$*+?.()|[\]{}-]/g, '\\$&');
const kept = keptExternal
  .map((name) => (name.endsWith('/') ? escapeRegExp(name) : `${escapeRegExp(name)}(?:/|$)`))
  .join('|');

export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  // Everything else is bundled: resolving and reading ~1,000 files in node_modules was half the cold start.
  noExternal: [new RegExp(`^(?!(?:${kept}))`)],
  // Less to parse at start; names stay, so stack traces still read (and the source map maps them back).
  esbuildPlugins: [pgNodeStream],
  esbuildOptions(options) {
    options.minifyWhitespace = true;
    options.minifySyntax = true;
  },
  // Bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
