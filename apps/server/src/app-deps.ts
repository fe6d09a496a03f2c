import type { Config } from './config';
import type { Database } from './db/client';
import type { DomainEvents } from './lib/domain-events';

/** What every feature may use; built once in buildApp and reachable as app.deps. */
export interface AppDeps {
  config: Config;
  database: Database;
  events: DomainEvents;
}
