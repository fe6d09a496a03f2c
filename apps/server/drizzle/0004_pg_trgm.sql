-- Duplicate detection compares a new report with the open issues of its site by trigram similarity.
-- PGlite loads the extension's code at start-up (db/pglite-client.ts); PostgreSQL ships it in contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
