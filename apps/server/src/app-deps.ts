import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { LanguageModel } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatEngine } from './adapters/assistant/port/chat-engine';
import type { DuplicateJudge } from './adapters/assistant/port/duplicate-judge';
import type { ReportTranslator } from './adapters/assistant/port/report-translator';
import type { JobQueue } from './adapters/background-jobs/job-queue';
import { createPgBossQueue } from './adapters/background-jobs/pg-boss-queue';
import type { Identity } from './adapters/identity/create-identity';
import { createIdentity } from './adapters/identity/create-identity';
import { createMailer } from './adapters/mail/create-mailer';
import type { Mailer } from './adapters/mail/mailer';
import { createErrorMonitor } from './adapters/monitoring/create-error-monitor';
import type { ErrorMonitor } from './adapters/monitoring/error-monitor';
import { loadAppSecret } from './adapters/storage/app-secret';
import { createStorage } from './adapters/storage/create-storage';
import type { FileStorage } from './adapters/storage/file-storage';
import type { Transcriber } from './adapters/transcription/transcriber';
import type { Config } from './config';
import type { Database } from './db/client';
import { type AccessCache, createAccessCache } from './lib/access-cache';
import { createDomainEvents, type DomainEvents } from './lib/domain-events';
import { countEmails, type Metrics } from './lib/metrics';
import type { TriageClassifier, TriageIssue } from './modules/intake';
import { createOpenLists, findIssueDto, type OpenLists } from './modules/issues';
import { LiveHub } from './modules/live';
import { createConfiguredTranscriber } from './modules/transcription';
import { createPostgresRateLimitCounter, createPostgresRateLimitStore } from './plugins/postgres-rate-limit-store';
import { createMemoryRateLimitCounter, type RateLimitCounter } from './plugins/rate-limit-counter';

/** What every feature may use; built once in buildApp (buildAppDeps) and reachable as app.deps. */
export interface AppDeps {
  config: Config;
  database: Database;
  /**
   * The HMAC secret of every signed link and token (local file URLs, visitors' status links, contractors' job
   * links): APP_SECRET, or one kept in the data folder. Loaded once; several instances must share APP_SECRET.
   */
  appSecret: Buffer;
  events: DomainEvents;
  /** Sessions, memberships and public site rows read once, dropped on every instance when they change. */
  access: AccessCache;
  /**
   * The Live issues screens connected to this instance, fed by this instance's domain events and the other
   * instances' change notices (LISTEN/NOTIFY). Started and stopped with the app (app.ts).
   */
  liveHub: LiveHub;
  /**
   * The sites' open lists, kept serialized and brought up to date by each change (modules/issues/open-lists.ts).
   * Started and stopped with the app (app.ts).
   */
  openLists: OpenLists;
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
  /** The same counts with a weight, for the body budget (plugins/body-budget.ts): shared the same way. */
  rateLimitCounter: RateLimitCounter;
  /** Speech to text for voice messages, or null when TRANSCRIBE_BASE_URL is unset (microphone hidden). */
  transcriber: Transcriber | null;
  /** The configured model (AI_PROVIDER), built once for chat and triage; null for the built-in assistant. */
  languageModel: LanguageModel | null;
  /** The visitor chat: the built-in intake engine, or the configured language model. */
  chatEngine: ChatEngine;
  /**
   * Priority and category of a submitted report: the learned classifier with the rules' danger floor, read
   * in the page's language and the one the text is written in; a configured model decides above that floor.
   */
  triage: TriageIssue;
  /** Loads the language identifier and the triage model; called once the server listens. */
  warmUpIntake: () => Promise<void>;
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
  // One counter for every shared limit, so they share one fallback to memory (decision 006).
  const sharedCounter =
    database.kind === 'postgres'
      ? createPostgresRateLimitCounter({
          executeSql: (text, values) => database.executeSql(text, values),
          timeoutMs: config.RATE_LIMIT_DATABASE_TIMEOUT_MS,
          onFallback: (error) =>
            logger.warn({ err: error }, 'rate-limit counters fell back to memory: the database did not answer'),
        })
      : undefined;
  const events = createDomainEvents();
  const appSecret = loadAppSecret({ appSecret: config.APP_SECRET, dataDir: config.DATA_DIR });
  const [storage, identity, assistant, monitor] = await Promise.all([
    createStorage(config, appSecret),
    createIdentity(config, database.db, (error, message) => logger.error({ err: error }, message)),
    buildAssistant(config, logger),
    createErrorMonitor(config),
  ]);
  return {
    config,
    database,
    appSecret,
    events,
    access: createAccessCache({ database, log: logger }),
    liveHub: new LiveHub({
      database,
      events,
      log: logger,
      loadIssue: (issueId) => findIssueDto(database.db, issueId),
    }),
    openLists: createOpenLists({ database, events, log: logger }),
    storage,
    mailer: countEmails(createMailer(config, logger), metrics),
    jobs: createPgBossQueue({ database, runsWorkers: config.JOBS_ENABLED, logger }),
    identity,
    rateLimitStore: sharedCounter && createPostgresRateLimitStore(sharedCounter),
    rateLimitCounter: sharedCounter ?? createMemoryRateLimitCounter(),
    transcriber: createConfiguredTranscriber(config),
    monitor,
    ...assistant,
  };
}

/** The chat engine and the triage of one configuration; the AI SDK loads only for a model provider. */
async function buildAssistant(
  config: Config,
  logger: FastifyBaseLogger,
): Promise<
  Pick<AppDeps, 'chatEngine' | 'triage' | 'languageModel' | 'duplicateJudge' | 'reportTranslator' | 'warmUpIntake'>
> {
  const { createIntakeEngine, createLanguageIdentifier, createTriage, loadTriageClassifier } = await import(
    './modules/intake'
  );
  // Both built once here and shared: the chat reads the visitor's words in their language, triage too.
  const identifier = createLanguageIdentifier();
  let classifier: Promise<TriageClassifier | null> | undefined;
  let loadedClassifier: TriageClassifier | null = null;
  const loadClassifier = () => {
    classifier ??= loadTriageClassifier().then(
      (loaded) => {
        loadedClassifier = loaded;
        return loaded;
      },
      (error: unknown) => {
        logger.error({ err: error }, 'the triage model did not load; the rules decide alone');
        return null;
      },
    );
    return classifier;
  };
  const warmUpIntake = async () => {
    await Promise.all([identifier.load().catch(() => {}), loadClassifier()]);
  };
  if (config.AI_PROVIDER === 'builtin' || !config.AI_MODEL) {
    return {
      // The chat reads danger with the classifier once it has loaded (at warm-up, or the first report).
      chatEngine: createIntakeEngine({
        identifier,
        classifier: () => {
          if (!loadedClassifier) void loadClassifier();
          return loadedClassifier;
        },
      }),
      triage: createTriage({ identifier, classifier: loadClassifier, model: null }),
      languageModel: null,
      duplicateJudge: null,
      reportTranslator: null,
      warmUpIntake,
    };
  }
  const [
    { createLlmEngine },
    { createLlmTriage },
    { createLanguageModel },
    { createLlmDuplicateJudge },
    { createLlmReportTranslator },
  ] = await Promise.all([
    import('./adapters/assistant/llm/llm-engine'),
    // biome-ignore lint/style/noRestrictedImports: the model's triage loads only with a model, on its own beside the intake's entry (modules/intake/index.ts says so).
    import('./modules/intake/triage/llm-triage'),
    import('./adapters/assistant/llm/create-language-model'),
    import('./adapters/assistant/llm/llm-duplicate-judge'),
    import('./adapters/assistant/llm/llm-report-translator'),
  ]);
  const languageModel = createLanguageModel(config);
  return {
    languageModel,
    chatEngine: languageModel ? createLlmEngine({ model: languageModel }) : createIntakeEngine(),
    triage: createTriage({
      identifier,
      classifier: loadClassifier,
      model: languageModel
        ? createLlmTriage({
            model: languageModel,
            timeoutMs: config.AI_TRIAGE_TIMEOUT_MS,
            onFallback: (error) => logger.warn({ err: error }, 'model triage failed; the built-in triage decided'),
          })
        : null,
    }),
    // The visitor waits for it as for triage, so the same bound applies.
    duplicateJudge: languageModel
      ? createLlmDuplicateJudge({ model: languageModel, timeoutMs: config.AI_TRIAGE_TIMEOUT_MS })
      : null,
    // A background job, not a waiting visitor: the bound is about a stuck provider, not latency.
    reportTranslator: languageModel
      ? createLlmReportTranslator({ model: languageModel, timeoutMs: reportTranslationTimeoutMs })
      : null,
    warmUpIntake,
  };
}
