import * as Sentry from '@sentry/node';
import { monitoringDataCollection, monitoringSampleRates, scrubMonitoringEvent } from '@sitewatch/shared/constants';
import type { ErrorMonitor } from './error-monitor';

export function createSentryMonitor(options: {
  dsn: string;
  environment: string;
  release?: string | undefined;
}): ErrorMonitor {
  // No default integrations: those instrument http, fetch and the console, which would put raw URLs,
  // outgoing request targets and log lines (report text) into events. Spans come from the hooks below.
  Sentry.initWithoutDefaultIntegrations({
    dsn: options.dsn,
    environment: options.environment,
    ...(options.release ? { release: options.release } : {}),
    tracesSampleRate: monitoringSampleRates.traces,
    // Whole transactions, not streamed spans: self-hosted servers such as GlitchTip take only these.
    traceLifecycle: 'static',
    dataCollection: monitoringDataCollection,
    maxBreadcrumbs: 0,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.nodeContextIntegration()],
    beforeSend: scrubMonitoringEvent,
    beforeSendTransaction: scrubMonitoringEvent,
  });

  return {
    captureError(error, request) {
      Sentry.withScope((scope) => {
        scope.setTag('request_id', request.requestId);
        scope.setTag('route', request.route);
        scope.setTransactionName(`${request.method} ${request.route}`);
        Sentry.captureException(error);
      });
    },
    startRequest(request) {
      const span = Sentry.startInactiveSpan({
        name: `${request.method} ${request.route}`,
        op: 'http.server',
        forceTransaction: true,
        attributes: {
          'http.request.method': request.method,
          'http.route': request.route,
          request_id: request.requestId,
        },
      });
      return (statusCode) => {
        Sentry.setHttpStatus(span, statusCode);
        span.end();
      };
    },
    async flush(timeoutMs) {
      await Sentry.flush(timeoutMs);
    },
  };
}
