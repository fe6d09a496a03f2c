import type { LanguageModel } from 'ai';
import type { Mailer } from './adapters/mail/mailer';
import type { FileStorage } from './adapters/storage/file-storage';
import type { Config } from './config';
import type { Database } from './db/client';
import type { DomainEvents } from './lib/domain-events';
import type { JobQueue } from './modules/jobs/job-queue';

/** What every feature may use; built once in buildApp and reachable as app.deps. */
export interface AppDeps {
  config: Config;
  database: Database;
  events: DomainEvents;
  /** Uploaded files: local disk or S3 (STORAGE). */
  storage: FileStorage;
  /** Email: SMTP (SMTP_URL) or .eml files in DATA_DIR/outbox. */
  mailer: Mailer;
  /** Durable background jobs (pg-boss); define queues while building the app. */
  jobs: JobQueue;
  /** The configured model (AI_PROVIDER), built once for chat and triage; null for the built-in assistant. */
  languageModel: LanguageModel | null;
}
