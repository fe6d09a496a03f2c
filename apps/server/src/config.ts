import net from 'node:net';
import path from 'node:path';
import { openListPagingThreshold } from '@sitewatch/shared';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));
const optionalUrl = optionalString.pipe(z.url().optional());

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyAddress(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies in front may set X-Forwarded-For (as Fastify's trustProxy): a hop count, or addresses
 * and CIDRs. `true` means one hop: trusting every hop would let a client pick its own address by
 * sending X-Forwarded-For itself, and with it its own rate-limit counter.
 */
export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    const text = value?.trim() ?? '';
    if (['', 'false', '0', 'no'].includes(text)) return false;
    if (['true', 'yes'].includes(text)) return 1;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    const bad = entries.find((entry) => !isProxyAddress(entry));
    if (bad !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `must be true, false, a hop count, or a list of proxy addresses or CIDRs ("${bad}" is none of these)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * The setting as Fastify's `trustProxy`. Fastify 5.12 ignores a bare hop count (it trusts no header then), so a
 * hop count becomes a function trusting that many hops nearest the server: the server must be reachable only
 * through those proxies, else a client can name its own address (prefer the proxies' addresses).
 */
export function fastifyTrustProxy(
  setting: false | number | string[],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** The address visitors and managers use; links in emails and share links are built from it. */
    PUBLIC_URL: optionalUrl,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Share of successful requests given a log line (errors and slow requests always get one). */
    LOG_REQUEST_SAMPLE: z.coerce.number().min(0).max(1).default(1),
    /** Trust X-Forwarded-* from load balancers in front: a hop count or their addresses/CIDRs (see trustProxySetting). */
    TRUST_PROXY: trustProxySetting,
    DATA_DIR: z.string().default('./data'),
    /** PostgreSQL connection string; when unset, embedded PGlite under DATA_DIR/db. */
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    /** Longest wait for a PostgreSQL connection; past it the request answers 503 with Retry-After. */
    DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
    /** Longest a statement may run (server-side statement_timeout, and a client-side limit for a silent network). */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
    /** HMAC secret for signed upload URLs; generated and kept in DATA_DIR when unset. Set it when running several instances. */
    APP_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SESSION_IDLE_HOURS: z.coerce
      .number()
      .positive()
      .default(24 * 7),
    SESSION_MAX_DAYS: z.coerce.number().positive().default(30),

    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: optionalString,
    OIDC_AUDIENCE: optionalString,
    /** The embedded provider is for local use; production needs this set to run it. */
    EMBEDDED_OIDC_ENABLED: bool.optional(),
    /** Sign-out also ends the provider's session (RP-initiated logout) when it offers end_session_endpoint. */
    OIDC_END_PROVIDER_SESSION: bool.default(true),

    STORAGE: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: optionalString,
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: optionalUrl,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: bool.default(false),

    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Sitewatch <no-reply@sitewatch.local>'),

    AI_PROVIDER: z.enum(['builtin', 'openai', 'anthropic', 'openai-compatible']).default('builtin'),
    AI_MODEL: optionalString,
    AI_API_KEY: optionalString,
    AI_BASE_URL: optionalUrl,
    /** Longest wait for the model's triage answer before the rule-based classifier decides. */
    AI_TRIAGE_TIMEOUT_MS: z.coerce.number().int().positive().default(4000),

    TRANSCRIBE_BASE_URL: optionalUrl,
    TRANSCRIBE_MODEL: z.string().default('whisper-1'),
    TRANSCRIBE_API_KEY: optionalString,

    /** Load shedding: past this event-loop delay (ms) or heap (MB), requests get 503 + Retry-After at once. */
    LOAD_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
    LOAD_MAX_HEAP_MB: z.coerce.number().int().min(0).default(1536),
    /** Chat answers streamed at once: per visitor address, and in total for this process. */
    STREAMS_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(4),
    STREAMS_MAX_TOTAL: z.coerce.number().int().min(1).default(200),

    /** Shared rate-limit counters (PostgreSQL): past this wait a request is counted in memory instead. */
    RATE_LIMIT_DATABASE_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(200),

    /**
     * Notification digest: after a member's email about a site, further issues there within this many
     * seconds go out as one digest at the window's end (critical ones at once); 0 emails every issue.
     */
    NOTIFICATION_DIGEST_WINDOW_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),

    /**
     * Open issues above which a site's live list is paged by the server when the dashboard asks with a
     * page size (issue 12); at or below it the whole list goes out as one cached body.
     */
    OPEN_LIST_PAGING_THRESHOLD: z.coerce.number().int().min(0).default(openListPagingThreshold),

    /** Background job workers in this process (pg-boss). Set to false on web-only instances. */
    JOBS_ENABLED: bool.default(true),

    /**
     * Webhook targets on loopback, private, link-local or CGNAT addresses are refused (SSRF); true allows them
     * (a receiver on the operator's own network, and tests).
     */
    WEBHOOK_ALLOW_PRIVATE_TARGETS: bool.default(false),
    /** Longest wait for a webhook receiver's answer, per attempt. */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** Retries after a failed delivery; the delay doubles each time from WEBHOOK_RETRY_DELAY_SECONDS. */
    WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(6),
    WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),

    /** OpenAPI 3.1 at /api/openapi.json and its reference page at /api/docs; false serves neither. */
    API_DOCS_ENABLED: bool.default(true),
    /** Bearer token for Prometheus at /metrics; unset turns /metrics off. */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),

    /** Error and performance monitoring (Sentry or GlitchTip) for the server and both web pages; unset is off. */
    SENTRY_DSN: optionalUrl,
    SENTRY_ENVIRONMENT: z.string().default('production'),
    SENTRY_RELEASE: optionalString,
  })
  .superRefine((env, ctx) => {
    if (env.OIDC_ISSUER && !env.OIDC_CLIENT_ID) {
      ctx.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'is required when OIDC_ISSUER is set' });
    }
    if (env.STORAGE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
    }
    if (env.AI_PROVIDER !== 'builtin' && !env.AI_MODEL) {
      ctx.addIssue({ code: 'custom', path: ['AI_MODEL'], message: `is required when AI_PROVIDER=${env.AI_PROVIDER}` });
    }
    if (env.AI_PROVIDER === 'openai-compatible' && !env.AI_BASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['AI_BASE_URL'],
        message: 'is required when AI_PROVIDER=openai-compatible',
      });
    }
    if (env.NODE_ENV === 'production' && !env.OIDC_ISSUER && env.EMBEDDED_OIDC_ENABLED !== true) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message:
          'is required in production; the embedded sign-in provider lets anyone sign in with any email (set EMBEDDED_OIDC_ENABLED=true to run it anyway)',
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  PUBLIC_URL: string;
  DATA_DIR: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the environment; throws a ConfigError naming the first bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const name = first?.path.join('.') ?? 'environment';
    const value = source[name];
    throw new ConfigError(
      `Invalid configuration: ${name} ${first?.message ?? 'is invalid'}${value !== undefined ? ` (got "${value}")` : ''}`,
    );
  }
  const env = parsed.data;
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
  };
}
