import { monitoringDsnMetaName } from '@sitewatch/shared/constants';

function metaContent(name: string): string | undefined {
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;
}

/**
 * Error and performance reporting when the server has written a DSN into the page (SENTRY_DSN).
 * The SDK is its own chunk, fetched after the page has painted, so neither page pays for it when
 * monitoring is off and the visitor's first paint never waits for it.
 */
export function startMonitoring(): void {
  const dsn = metaContent(monitoringDsnMetaName);
  if (!dsn) return;
  const environment = metaContent(`${monitoringDsnMetaName}-environment`) ?? 'production';
  const load = () =>
    import('./init-sentry')
      .then(({ initSentry }) => initSentry({ dsn, environment }))
      .catch(() => {
        // Monitoring must never break the page it watches.
      });
  if (document.readyState === 'complete') void load();
  else window.addEventListener('load', () => void load(), { once: true });
}
