import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LanguageModel } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatEngine } from './adapters/assistant/port/chat-engine';
import type { DuplicateJudge } from './adapters/assistant/port/duplicate-judge';
import type { ReportTranslator } from './adapters/assistant/port/report-translator';
import type { Identity } from './adapters/identity/create-identity';
import { createIdentity } from './adapters/identity/create-identity';
import { createMailer } from './adapters/mail/create-mailer';
import type { Mailer } from './adapters/mail/mailer';
import { createErrorMonitor } from './adapters/monitoring/create-error-monitor';
import type { ErrorMonitor } from './adapters/monitoring/error-monitor';
import { createStorage } from './adapters/storage/create-storage';
import type { FileStorage } from './adapters/storage/file-storage';
import type { Transcriber } from './adapters/transcription/transcriber';
import type { Config } from './config';
import type { Database } from './db/client';
import { type AccessCache, createAccessCache } from './lib/access-cache';
import { createDomainEvents, type DomainEvents } from './lib/domain-events';
import { countEmails, type Metrics } from './lib/metrics';
import type { TriageIssue } from './modules/intake/triage/triage-types';
import type { JobQueue } from './modules/jobs/job-queue';
import { createPgBossQueue } from './modules/jobs/pg-boss-queue';
import { createConfiguredTranscriber } from './modules/transcription/transcription-config';
import { createPostgresRateLimitStore } from './plugins/postgres-rate-limit-store';

/** What every feature may use; built once in buildApp (buildAppDeps) and reachable as app.deps. */
export interface AppDeps {
  config: Config;
  database: Database;
  events: DomainEvents;
  /** Sessions, memberships and public site rows read once, dropped on every instance when they change. */
  access: AccessCache;
  /** Uploaded files: local disk or S3 (STORAGE). */
  storage: FileStorage;
  /** Email: SMTP (SMTP_URL) or .eml files in DATA_DIR/outbox. */
  mailer: Mailer;
  /** Durable background jobs (pg-boss); define queues while building the app. */
  jobs: JobQueue;
  /** Sign-in: an external OpenID Connect issuer (OIDC_ISSUER) or the embedded provider under /oidc. */
  identity: Identity;
  /**
   * Where rate limits count: PostgreSQL when DATABASE_URL is set, so every instance shares each limit
   * (decision 006); undefined keeps @fastify/rate-limit's memory store (PGlite: one process owns it).
   */
  rateLimitStore: FastifyRateLimitStoreCtor | undefined;
  /** Speech to text for voice messages, or null when TRANSCRIBE_BASE_URL is unset (microphone hidden). */
  transcriber: Transcriber | null;
  /** The configured model (AI_PROVIDER), built once for chat and triage; null for the built-in assistant. */
  languageModel: LanguageModel | null;
  /** The visitor chat: the built-in intake engine, or the configured language model. */
  chatEngine: ChatEngine;
  /** Priority and category of a submitted report: rules, or the model with the rules as fallback. */
  triage: TriageIssue;
  /** Unexpected errors and request traces to Sentry or GlitchTip (SENTRY_DSN); a no-op when unset. */
  monitor: ErrorMonitor;
  /** Which open issue a new report repeats, read by the model; null: the trigram thresholds decide alone. */
  duplicateJudge: DuplicateJudge | null;
  /** Translates reports for managers (a background job), or null with the built-in assistant. */
  reportTranslator: ReportTranslator | null;
}

const reportTranslationTimeoutMs = 60_000;

/**
 * The composition root: every adapter is built here, once, from the configuration. Optional heavy
 * parts (the AI SDK providers, the AWS SDK, oidc-provider) are imported only when the configuration
 * uses them, so a server that never needs them neither loads nor holds them.
 */
export async function buildAppDeps(options: {
  config: Config;
  database: Database;
  logger: FastifyBaseLogger;
  /** Counts the emails the mailer sends and fails (GET /metrics). */
  metrics: Metrics;
}): Promise<AppDeps> {
  const { config, database, logger, metrics } = options;
  const [storage, identity, assistant, monitor] = await Promise.all([
    createStorage(config),
    createIdentity(config, database.db, (error, message) => logger.error({ err: error }, message)),
    buildAssistant(config, logger),
    createErrorMonitor(config),
  ]);
  return {
    config,
    database,
    events: createDomainEvents(),
    access: createAccessCache({ database, log: logger }),
    storage,
    mailer: countEmails(createMailer(config, logger), metrics),
    jobs: createPgBossQueue({ database, runsWorkers: config.JOBS_ENABLED, logger }),
    identity,
    rateLimitStore:
      database.kind === 'postgres'
        ? createPostgresRateLimitStore({
            executeSql: (text, values) => database.executeSql(text, values),
            timeoutMs: config.RATE_LIMIT_DATABASE_TIMEOUT_MS,
            onFallback: (error) =>
              logger.warn({ err: error }, 'rate-limit counters fell back to memory: the database did not answer'),
          })
        : undefined,
    transcriber: createConfiguredTranscriber(config),
    monitor,
    ...assistant,
  };
}

/** The chat engine and the triage of one configuration; the AI SDK loads only for a model provider. */
async function buildAssistant(
  config: Config,
  logger: FastifyBaseLogger,
): Promise<Pick<AppDeps, 'chatEngine' | 'triage' | 'languageModel' | 'duplicateJudge' | 'reportTranslator'>> {
  if (config.AI_PROVIDER === 'builtin' || !config.AI_MODEL) {
    const [{ createIntakeEngine }, { classifyByRules }] = await Promise.all([
      import('./modules/intake/engine/intake-engine'),
      import('./modules/intake/triage/rule-classifier'),
    ]);
    return {
      chatEngine: createIntakeEngine(),
      triage: async (input) => classifyByRules(input),
      languageModel: null,
      duplicateJudge: null,
      reportTranslator: null,
    };
  }
  const [
    { selectChatEngine },
    { createTriage },
    { createLanguageModel },
    { createLlmDuplicateJudge },
    { createLlmReportTranslator },
  ] = await Promise.all([
    import('./modules/assistant/select-chat-engine'),
    import('./modules/intake/triage/create-triage'),
    import('./adapters/assistant/llm/create-language-model'),
    import('./adapters/assistant/llm/llm-duplicate-judge'),
    import('./adapters/assistant/llm/llm-report-translator'),
  ]);
  const languageModel = createLanguageModel(config);
  return {
    languageModel,
    chatEngine: selectChatEngine(languageModel),
    triage: createTriage({
      model: languageModel,
      timeoutMs: config.AI_TRIAGE_TIMEOUT_MS,
      onFallback: (error) => logger.warn({ err: error }, 'model triage failed; the rule-based classifier decided'),
    }),
    // The visitor waits for it as for triage, so the same bound applies.
    duplicateJudge: languageModel
      ? createLlmDuplicateJudge({ model: languageModel, timeoutMs: config.AI_TRIAGE_TIMEOUT_MS })
      : null,
    // A background job, not a waiting visitor: the bound is about a stuck provider, not latency.
    reportTranslator: languageModel
      ? createLlmReportTranslator({ model: languageModel, timeoutMs: reportTranslationTimeoutMs })
      : null,
  };
}
