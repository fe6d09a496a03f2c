/** How long a client should wait before retrying when the database is down (Retry-After, seconds). */
export const databaseRetryAfterSeconds = 5;

// SQLSTATE classes and codes that say "the database is not there", not "your request is wrong":
// 08 connection exception, 53 insufficient resources, 57P01-03 shutdown / cannot connect now,
// 57014 statement timeout or cancel, 40001/40P01 serialization failure and deadlock (worth a retry).
const unavailableSqlStates = /^(08|53|57P0[1-3]$|57014$|40001$|40P01$)/;
const unavailableNodeCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'SW_DB_TIMEOUT',
]);
// node-postgres raises these as plain Errors without a code.
const unavailableMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Connection ended unexpectedly',
  'Cannot use a pool after calling end',
];
// 22021 invalid byte sequence (a NUL in text), 22P05 untranslatable character: the input's fault.
const badTextSqlStates = new Set(['22021', '22P05']);

function* causesOf(error: unknown): Generator<Record<string, unknown>> {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when an error (or any cause; drizzle wraps driver errors) means the database cannot answer. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const item of causesOf(error)) {
    const code = typeof item.code === 'string' ? item.code : '';
    if (unavailableNodeCodes.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && unavailableSqlStates.test(code)) return true;
    const message = typeof item.message === 'string' ? item.message : '';
    if (unavailableMessages.some((text) => message.includes(text))) return true;
  }
  return false;
}

/** True when PostgreSQL refused the text itself (the edge check should have caught it first). */
export function isUnstorableTextError(error: unknown): boolean {
  for (const item of causesOf(error)) {
    if (typeof item.code === 'string' && badTextSqlStates.has(item.code)) return true;
  }
  return false;
}

interface RejectionLog {
  warn(details: object, message: string): void;
  fatal(details: object, message: string): void;
}

/**
 * The process's unhandled-rejection policy. pg-boss 10 marks a finished job completed or failed without
 * awaiting the query: with the database gone, that rejection has no handler and would end the process. The
 * job stays active and is retried after its expiry, so a database outage is logged and lived through; any
 * other unhandled rejection is a bug, and still stops the process (`exit`).
 */
export function handleUnhandledRejection(reason: unknown, log: RejectionLog, exit: (code: number) => void): void {
  if (isDatabaseUnavailable(reason)) {
    log.warn({ err: reason }, 'database unavailable in background work; the job runs again later');
    return;
  }
  log.fatal({ err: reason }, 'unhandled rejection');
  exit(1);
}
