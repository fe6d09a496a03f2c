/**
 * These suites test request handling only: their apps run no job workers (a web-only instance,
 * JOBS_ENABLED=false), so no background job is still running against the database when a test
 * closes its app.
 */
export const webOnly = { JOBS_ENABLED: 'false' } as const;
