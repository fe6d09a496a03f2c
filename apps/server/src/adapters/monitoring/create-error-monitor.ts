import type { ErrorMonitor } from './error-monitor';
import { noErrorMonitor } from './error-monitor';

export interface ErrorMonitorConfig {
  SENTRY_DSN?: string | undefined;
  SENTRY_ENVIRONMENT: string;
  SENTRY_RELEASE?: string | undefined;
}

/** The Sentry SDK (and OpenTelemetry beneath it) loads only when a DSN is configured. */
export async function createErrorMonitor(config: ErrorMonitorConfig): Promise<ErrorMonitor> {
  if (!config.SENTRY_DSN) return noErrorMonitor;
  const { createSentryMonitor } = await import('./sentry-monitor');
  return createSentryMonitor({
    dsn: config.SENTRY_DSN,
    environment: config.SENTRY_ENVIRONMENT,
    release: config.SENTRY_RELEASE,
  });
}
