import path from 'node:path';
import type { Config } from '../config';
import { type Database, openPglite, openPostgres } from './client';
import { lockDataDir } from './data-dir-lock';
import { runMigrations } from './migrate';
import { createPgliteClient } from './pglite-client';

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/** Opens the configured database (PostgreSQL or embedded PGlite) and applies migrations. */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'DATA_DIR'>,
): Promise<Database> {
  if (config.DATABASE_URL) {
    const database = openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
    try {
      await database.executeSql('SELECT 1');
    } catch (error) {
      await database.close().catch(() => {});
      const safeUrl = config.DATABASE_URL.replace(/\/\/[^@/]*@/, '//***@');
      throw new DatabaseUnavailableError(`Cannot connect to DATABASE_URL ${safeUrl}: ${(error as Error).message}`);
    }
    await runMigrations(database);
    return database;
  }
  const release = lockDataDir(config.DATA_DIR);
  try {
    const client = await createPgliteClient(path.join(config.DATA_DIR, 'db'));
    const database = openPglite(client);
    await runMigrations(database);
    const close = database.close;
    database.close = async () => {
      await close();
      release();
    };
    return database;
  } catch (error) {
    release();
    throw error;
  }
}
