import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * A PGlite database with the extensions the migrations create (pg_trgm for duplicate detection).
 * PGlite cannot load an extension's code on CREATE EXTENSION: it must be handed over when opening.
 */
export function createPgliteClient(
  dataDir?: string,
  options: { startParams?: string[]; loadDataDir?: Blob } = {},
): Promise<PGlite> {
  return PGlite.create(dataDir, { ...options, extensions: { pg_trgm } });
}
