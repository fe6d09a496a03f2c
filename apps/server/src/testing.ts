// The package entry `@sitewatch/server/testing`: what benchmarks and other workspaces may use to open a
// database and seed it directly, without reaching into this app's folders (biome.json forbids that).

// The routes behind the module entries read the app's Fastify declarations (app.deps, rate limits, stream slots).
import type {} from './app';

export { type Database, openPostgres } from './db/client';
export { openDatabase } from './db/open-database';
export { files, issuePhotos, issues, siteMembers, sites, users, webhooks } from './db/schema';
export { streamChatTurn } from './modules/assistant';
export {
  createIntakeEngine,
  createLanguageIdentifier,
  loadTriageClassifier,
  warmUpVocabularies,
} from './modules/intake';
export { createSession, sessionCookieName } from './plugins/session-store';
export { type FakeSentryIngest, startFakeSentryIngest } from './testing/fake-sentry-ingest';
export { type SpawnedServer, type SpawnServerOptions, spawnServer } from './testing/spawn-server';
export { startTcpProxy, type TcpProxy } from './testing/tcp-proxy';
