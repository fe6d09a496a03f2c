import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import { monitoringDsnMetaName } from '@sitewatch/shared/constants';
import { isFeedbackPagePath } from '@sitewatch/shared/paths';
import type { FastifyInstance } from 'fastify';
import { answerNotFound } from './error-handler';

/** The built web app: apps/web/dist, found from src/plugins or from the bundled dist/. */
export function findWebDist(): string | undefined {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../../../web/dist'), path.resolve(here, '../../web/dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html')));
}

const apiPrefixes = ['/api/', '/oidc/'];
const pageFiles = ['index.html', 'feedback.html'] as const;
type PageFile = (typeof pageFiles)[number];

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/**
 * With monitoring on, each page carries the DSN (public by design: browsers send to it) and the
 * environment in meta tags, so the pages need no extra request to learn them. Built once at start.
 */
function pagesWithMonitoring(webDist: string, monitoring: PageMonitoring): Map<PageFile, string> {
  const metas =
    `<meta name="${monitoringDsnMetaName}" content="${escapeAttribute(monitoring.dsn)}">` +
    `<meta name="${monitoringDsnMetaName}-environment" content="${escapeAttribute(monitoring.environment)}">`;
  const pages = new Map<PageFile, string>();
  for (const file of pageFiles) {
    const html = fs.readFileSync(path.join(webDist, file), 'utf8');
    pages.set(file, html.replace('</head>', `${metas}</head>`));
  }
  return pages;
}

export interface PageMonitoring {
  dsn: string;
  environment: string;
}

/**
 * Serves the single-page app and falls back to index.html for client routes (history API),
 * while unknown API paths still answer JSON 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist = findWebDist(),
  monitoring?: PageMonitoring,
): Promise<void> {
  const monitoredPages = webDist && monitoring ? pagesWithMonitoring(webDist, monitoring) : undefined;
  if (webDist) {
    const served = {
      index: false,
      // apps/web/scripts/precompress.mjs writes .br/.gz copies at build time.
      preCompressed: true,
      // Hashed assets never change; the pages and the few unhashed files must always be revalidated.
      setHeaders(res: { header(name: string, value: string): void }, filePath: string) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    } as const;
    // The few files beside the pages (favicon, audio worklet, the pages themselves): a route each.
    await app.register(fastifyStatic, { ...served, root: webDist, wildcard: false, globIgnore: ['assets/**'] });
    // The hashed assets, several hundred files with their .br/.gz copies: one GET /assets/* route that looks the
    // file up on request, instead of a GET and a HEAD route per file added at start. It stays under /assets/, so
    // API addresses keep the router's own answers (an over-long parameter is a 414, not a 404 from here). A
    // directory falls through to the not-found handler, which this route would otherwise answer with 403.
    await app.register(fastifyStatic, {
      ...served,
      root: path.join(webDist, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      allowedPath: (pathname) => !pathname.endsWith('/'),
      decorateReply: false,
    });
  } else {
    app.log.warn('The web app is not built (apps/web/dist is missing); only the API is served. Run npm run build.');
  }

  app.setNotFoundHandler((request, reply) => {
    const urlPath = request.url.split('?')[0] ?? '/';
    const isApi = apiPrefixes.some((prefix) => urlPath.startsWith(prefix) || `${urlPath}/` === prefix);
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (webDist && wantsPage && !isApi && !path.extname(urlPath)) {
      // The visitor's page has its own HTML (header and title drawn before any script runs).
      const page: PageFile = isFeedbackPagePath(urlPath) ? 'feedback.html' : 'index.html';
      reply.header('cache-control', 'no-cache').type('text/html');
      const monitoredPage = monitoredPages?.get(page);
      return monitoredPage === undefined ? reply.sendFile(page) : reply.send(monitoredPage);
    }
    return answerNotFound(request, reply);
  });
}
