/** The OpenAPI 3.1 description of the HTTP API, generated from the same zod schemas the routes use. */
export const openApiDocumentPath = '/api/openapi.json';
/** The self-hosted API reference page (Swagger UI). */
export const apiDocsPath = '/api/docs';
