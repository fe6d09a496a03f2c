// What it measures: the JavaScript a visitor's phone downloads to open the public feedback page
// (/feedback/...), gzipped, next to what the dashboard route downloads in the same build. It builds
// both pages (index.html, and feedback.html with --mode feedback) into a temporary folder with Vite's
// manifests, follows the static imports from each page's entry (for the feedback page, also from the app
// chunk its entry imports right after the first paint), checks that no dashboard-only code (router, TanStack Query,
// sign-in, dashboard features) is among them, and fails when the budget is exceeded. The dashboard's first
// load (the entry the HTML names) and its live list route (entry + signed-in shell + site + live list chunks)
// are compared with a minimal React 19 + react-router 7 page (bench/fixtures/minimal-router-page) built in the
// same run with the same Vite settings.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { buildMinimalPage } from './lib/minimal-page';

/** Budget for the feedback route's first load (entry + app chunk + their static imports), gzipped. */
const initialBudgetKb = 95;
/** Budget for what loads on demand: the markdown renderer before the first reply. */
const markdownBudgetKb = 45;
/** Issue 12: the dashboard's first load at most this many times the minimal React + router page. */
const dashboardRatioBudget = 1.4;
/**
 * Everything the live list route loads before it can show the list: measured 149.5 KB with zod, 123.6 KB once its
 * answers were read without it, 114.4 KB once its rows were windowed without a virtualiser library (November 2026).
 */
const liveListBudgetKb = 117;

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web');
/**
 * `--built` measures the build already in apps/web/dist (npm test, right after its build step: the same two
 * Vite builds, whose manifests it writes too) instead of building both pages again into a temporary folder.
 */
const measuresDist = process.argv.includes('--built');
const outDir = measuresDist ? path.join(webDir, 'dist') : fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-bundle-'));
const baselineOutDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitewatch-baseline-'));

/** Both pages' builds into one folder; their manifests merged (keys are source paths, files are hashed). */
function build(): Manifest {
  for (const mode of measuresDist ? [] : ['production', 'feedback']) {
    const result = spawnSync('npx', ['vite', 'build', '--mode', mode, '--outDir', outDir, '--logLevel', 'warn'], {
      cwd: webDir,
      stdio: 'inherit',
    });
    if (result.status !== 0) throw new Error(`vite build --mode ${mode} failed`);
  }
  const read = (name: string) => JSON.parse(fs.readFileSync(path.join(outDir, '.vite', name), 'utf8')) as Manifest;
  const dashboard = read('manifest.json');
  const feedback = read('feedback-manifest.json');
  // Chunks of the two builds share source keys (react, ui primitives): prefix the feedback build's.
  const prefixed: Manifest = {};
  for (const [key, chunk] of Object.entries(feedback)) {
    prefixed[`feedback:${key}`] = {
      ...chunk,
      imports: chunk.imports?.map((k) => `feedback:${k}`),
      dynamicImports: chunk.dynamicImports?.map((k) => `feedback:${k}`),
    };
  }
  return { ...dashboard, ...prefixed };
}

/** The minimal React + router page's JS files (its entry and static imports). */
function buildBaseline(): string[] {
  buildMinimalPage(baselineOutDir);
  const manifest = JSON.parse(fs.readFileSync(path.join(baselineOutDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return [...staticClosure(manifest, 'index.html')].map((key) => path.join(baselineOutDir, manifest[key]!.file));
}

/** The chunk keys a chunk needs before it runs: itself and its static imports, recursively. */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`No chunk ${key} in the manifest`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function findKey(manifest: Manifest, test: (key: string, chunk: ManifestChunk) => boolean, what: string): string {
  const key = Object.keys(manifest).find((k) => test(k, manifest[k]!));
  if (!key) throw new Error(`Could not find ${what} in the manifest`);
  return key;
}

function sizes(files: Iterable<string>) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.resolve(outDir, file));
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes, { level: 9 }).length;
    brotli += zlib.brotliCompressSync(bytes).length;
  }
  const kb = (n: number) => Math.round((n / 1024) * 10) / 10;
  return { rawKb: kb(raw), gzipKb: kb(gzip), brotliKb: kb(brotli) };
}

/** The source modules bundled into the given chunks, read from their source maps. */
function bundledSources(files: Iterable<string>): string[] {
  const sources: string[] = [];
  for (const file of files) {
    const mapPath = path.join(outDir, `${file}.map`);
    if (!fs.existsSync(mapPath)) continue;
    sources.push(...(JSON.parse(fs.readFileSync(mapPath, 'utf8')) as { sources: string[] }).sources);
  }
  return sources;
}

/** The stylesheets a built page's HTML links (the feedback build keeps all its CSS in one file there). */
function stylesheetsOf(page: string): string[] {
  const html = fs.readFileSync(path.join(outDir, page), 'utf8');
  return [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]!);
}

const jsFiles = (manifest: Manifest, keys: Iterable<string>) => [...keys].map((key) => manifest[key]!.file);

try {
  const manifest = build();
  const feedbackEntry = findKey(manifest, (key) => key === 'feedback:feedback.html', 'the feedback page entry');
  const dashboardEntry = findKey(manifest, (key) => key === 'index.html', 'the dashboard page entry');
  const markdownKey = findKey(
    manifest,
    (key) => key.startsWith('feedback:') && key.endsWith('feedback/chat/markdown-content.tsx'),
    'markdown',
  );
  const arabicKey = findKey(
    manifest,
    (key) => key.startsWith('feedback:') && key.endsWith('i18n/locales/ar.ts'),
    'the Arabic texts',
  );

  // The visitor's first load: the entry the HTML names, then the app chunk it imports right after the
  // first paint (React and the chat), each with its static imports.
  const feedbackInitial = staticClosure(manifest, feedbackEntry);
  staticClosure(
    manifest,
    findKey(manifest, (key) => key === 'feedback:src/app/feedback-entry.tsx', 'the feedback app chunk'),
    feedbackInitial,
  );
  const feedbackCss = stylesheetsOf('feedback.html');
  const dashboardInitial = staticClosure(manifest, dashboardEntry);
  // What /u/dashboard/site/{siteId} fetches before the list shows: the entry, then the lazy chunks of the
  // signed-in area, the site area and the live list route (each with its static imports).
  const liveList = new Set(dashboardInitial);
  for (const route of ['routes/user-area.tsx', 'routes/site-area.tsx', 'routes/site-live-issues-page.tsx']) {
    staticClosure(
      manifest,
      // The bundler keys a route's chunk by its source, or by its name when it merged shared code into it.
      findKey(
        manifest,
        (key, chunk) =>
          key.endsWith(`src/app/${route}`) || (key.startsWith('_') && chunk.name === path.basename(route, '.tsx')),
        route,
      ),
      liveList,
    );
  }
  const liveListSources = bundledSources(jsFiles(manifest, liveList));
  // Screens and libraries the live list does not show: they load when their screen opens.
  const offTheList = liveListSources.filter((source) =>
    /qrcode|yet-another-react-lightbox|react-markdown|@sentry|react-hook-form|oidc-client-ts|uplot|@tanstack\/(react-)?virtual|features\/(reports|members|webhooks|insights)\/|issue-detail|photo-viewer/.test(
      source,
    ),
  );
  // Kept off the live list too: it reads its answers and its remembered view with the zod-free readers of
  // @sitewatch/shared/constants; the screens that parse with the shared schemas load zod with their own chunks.
  const zodOnTheList = liveListSources.filter((source) => /node_modules\/zod\//.test(source));
  const markdownExtra = [...staticClosure(manifest, markdownKey)].filter((key) => !feedbackInitial.has(key));
  const arabicExtra = [...staticClosure(manifest, arabicKey)].filter((key) => !feedbackInitial.has(key));

  // The split: nothing the dashboard alone needs may load on the feedback route.
  const dashboardOnly = [...dashboardInitial].filter((key) => !feedbackInitial.has(key));
  const leaked = bundledSources(jsFiles(manifest, feedbackInitial)).filter((source) =>
    /react-router|@tanstack|oidc-client-ts|react-hook-form|qrcode|app\/routes\/|features\/(sites|issues|auth|users|reports)\//.test(
      source,
    ),
  );
  // Kept off the first load on purpose: zod (the page checks answers with small guards) and the
  // markdown renderer (loaded once the visitor starts typing).
  const heavy = bundledSources(jsFiles(manifest, feedbackInitial)).filter((source) =>
    /node_modules\/(zod|react-markdown|micromark|mdast|hast|unified)/.test(source),
  );

  const rows = {
    'feedback route, first load (JS)': sizes(jsFiles(manifest, feedbackInitial)),
    'feedback route, first load (CSS)': sizes(feedbackCss),
    'feedback: markdown renderer (on demand)': sizes(jsFiles(manifest, markdownExtra)),
    'feedback: Arabic texts (on demand)': sizes(jsFiles(manifest, arabicExtra)),
    'dashboard route, first load (JS)': sizes(jsFiles(manifest, dashboardInitial)),
    'dashboard live list route, everything before the list (JS)': sizes(jsFiles(manifest, liveList)),
    'baseline: minimal React 19 + react-router 7 page (JS)': sizes(buildBaseline()),
  };
  console.log('\nFeedback page bundle (KB; gzip level 9, brotli default)');
  console.table(rows);
  console.log(`feedback first-load chunks: ${jsFiles(manifest, feedbackInitial).join(', ')}`);
  console.log(`dashboard-only chunks kept off the feedback route: ${dashboardOnly.length}`);
  const baselineKb = rows['baseline: minimal React 19 + react-router 7 page (JS)'].gzipKb;
  const dashboardKb = rows['dashboard route, first load (JS)'].gzipKb;
  const liveListKb = rows['dashboard live list route, everything before the list (JS)'].gzipKb;
  const ratio = (kb: number) => Math.round((kb / baselineKb) * 100) / 100;
  console.log(
    `dashboard first load ${dashboardKb} KB = ${ratio(dashboardKb)}× the minimal page (${baselineKb} KB); live list route ${liveListKb} KB = ${ratio(liveListKb)}×`,
  );
  console.log('STACK-NOTES yardstick: a minimal React 19 + react-router 7 page is ~97 KB gzipped');

  const failures: string[] = [];
  if (feedbackCss.length !== 1) failures.push('the feedback page does not name exactly one CSS file in its HTML');
  if (dashboardOnly.length === 0) failures.push('the dashboard has no chunks of its own: the split is gone');
  if (feedbackInitial.has(dashboardEntry)) failures.push('the dashboard entry loads on the feedback route');
  if (leaked.length > 0) failures.push(`dashboard code on the feedback route: ${[...new Set(leaked)].join(', ')}`);
  if (heavy.length > 0)
    failures.push(`zod or markdown in the first load: ${[...new Set(heavy)].slice(0, 5).join(', ')}`);
  const initial = rows['feedback route, first load (JS)'].gzipKb;
  if (initial > initialBudgetKb)
    failures.push(`first load ${initial} KB gzipped exceeds the ${initialBudgetKb} KB budget`);
  const markdown = rows['feedback: markdown renderer (on demand)'].gzipKb;
  if (markdown > markdownBudgetKb)
    failures.push(`markdown ${markdown} KB gzipped exceeds the ${markdownBudgetKb} KB budget`);
  if (ratio(dashboardKb) > dashboardRatioBudget)
    failures.push(
      `dashboard first load ${dashboardKb} KB is over ${dashboardRatioBudget}× the minimal page's ${baselineKb} KB`,
    );
  if (liveListKb > liveListBudgetKb)
    failures.push(`the live list route's ${liveListKb} KB gzipped exceeds the ${liveListBudgetKb} KB budget`);
  if (zodOnTheList.length > 0)
    failures.push(`zod on the live list route: ${[...new Set(zodOnTheList)].slice(0, 5).join(', ')}`);
  if (offTheList.length > 0)
    failures.push(
      `rarely used screens or libraries on the live list route: ${[...new Set(offTheList)].slice(0, 5).join(', ')}`,
    );
  if (failures.length > 0) {
    console.error(`\nBudget check FAILED:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  } else {
    console.log(
      `\nBudget check passed: first load ${initial} KB ≤ ${initialBudgetKb} KB; markdown ${markdown} KB ≤ ${markdownBudgetKb} KB; dashboard ${ratio(dashboardKb)}× ≤ ${dashboardRatioBudget}×; live list ${liveListKb} KB ≤ ${liveListBudgetKb} KB.`,
    );
  }
} finally {
  if (!measuresDist) fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(baselineOutDir, { recursive: true, force: true });
}
