import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apiDocsPath, openApiDocumentPath } from '@sitewatch/shared';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const swaggerUiStyleHash = 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';

export interface OpenApiOptions {
  publicUrl: string;
  /** Also serve the self-hosted reference page (Swagger UI) at /api/docs. */
  withReferencePage: boolean;
}

/**
 * OpenAPI 3.1 at /api/openapi.json, generated from the zod schemas the routes validate with
 * (jsonSchemaTransform), so the description cannot drift from what the server accepts and sends.
 * Must be registered before any route: @fastify/swagger collects routes as they are added.
 * Both libraries are imported here only, so an instance with the description off never loads them.
 */
export async function registerOpenApi(app: FastifyInstance, options: OpenApiOptions): Promise<void> {
  const { default: swagger } = await import('@fastify/swagger');
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Sitewatch API',
        version: '1',
        description:
          'Report and track issues at physical sites. Manager routes need the session cookie from POST /api/user/login ' +
          'and, when they change state, the header x-sitewatch-csrf: 1. Public feedback routes need the X-Site-Id and ' +
          'X-Site-Code headers of the site.',
      },
      servers: [{ url: options.publicUrl }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sw_session' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  app.get(openApiDocumentPath, { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return app.swagger();
  });
  if (!options.withReferencePage) return;
  const { default: swaggerUi } = await import('@fastify/swagger-ui');
  // The server's build bundles the plugin's code, so its files (Swagger UI itself, the logo) are named from
  // the installed package rather than from beside the plugin's code.
  const staticDir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
    'static',
  );
  // Swagger UI's page loads only its own files, so the product's strict CSP (plugins/security.ts) stays;
  // the one <style> element its script adds is allowed by its hash on these pages only (no unsafe-inline).
  // e2e/tests/api-docs.spec.ts fails on any CSP violation, so a Swagger UI update that changes it shows.
  await app.register(swaggerUi, {
    routePrefix: apiDocsPath,
    baseDir: staticDir,
    logo: { type: 'image/svg+xml', content: fs.readFileSync(path.join(staticDir, 'logo.svg')) },
    uiConfig: { validatorUrl: null, deepLinking: false },
    staticCSP: false,
    transformStaticCSP: (header) => header.replace("style-src 'self'", `style-src 'self' '${swaggerUiStyleHash}'`),
  });
}
