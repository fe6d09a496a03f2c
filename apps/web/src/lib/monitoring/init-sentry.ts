import * as Sentry from '@sentry/browser';
import {
  monitoringDataCollection,
  monitoringSampleRates,
  redactUrlForMonitoring,
  scrubMonitoringEvent,
} from '@sitewatch/shared/constants';

/**
 * The spec's sample rates (traces 1, replay 0.1, replay on error 1), with nothing personal: replays
 * mask every text and input and block media (photos), events lose bodies, users and breadcrumbs, and
 * URLs lose their tokens.
 */
export function initSentry(options: { dsn: string; environment: string }): void {
  Sentry.init({
    dsn: options.dsn,
    environment: options.environment,
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        // A replay's console lines may quote what was typed; everything else in it is masked.
        beforeAddRecordingEvent: (event) =>
          event.data.tag === 'breadcrumb' && event.data.payload.category === 'console' ? null : event,
      }),
    ],
    tracesSampleRate: monitoringSampleRates.traces,
    replaysSessionSampleRate: monitoringSampleRates.replaySession,
    replaysOnErrorSampleRate: monitoringSampleRates.replayOnError,
    // Whole transactions, not streamed spans: self-hosted servers such as GlitchTip take only these.
    traceLifecycle: 'static',
    dataCollection: monitoringDataCollection,
    beforeSend: scrubMonitoringEvent,
    beforeSendTransaction: scrubMonitoringEvent,
    // Console lines and typed input may hold a report's text; navigation and request URLs may hold tokens.
    beforeBreadcrumb(breadcrumb) {
      if (breadcrumb.category === 'console' || breadcrumb.category === 'ui.input') return null;
      const data = breadcrumb.data;
      if (data) {
        for (const key of ['url', 'from', 'to'] as const) {
          if (typeof data[key] === 'string') data[key] = redactUrlForMonitoring(data[key]);
        }
      }
      return breadcrumb;
    },
  });
}
