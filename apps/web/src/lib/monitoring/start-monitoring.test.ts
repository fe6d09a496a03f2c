import { monitoringDsnMetaName } from '@sitewatch/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startMonitoring } from './start-monitoring';

const initSentry = vi.fn();
vi.mock('./init-sentry', () => ({ initSentry }));

function addMeta(name: string, content: string) {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}

describe('startMonitoring', () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta')) meta.remove();
    initSentry.mockClear();
  });

  it('loads nothing when the page carries no DSN', async () => {
    startMonitoring();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(initSentry).not.toHaveBeenCalled();
  });

  it('starts the SDK with the DSN and environment the server wrote into the page', async () => {
    addMeta(monitoringDsnMetaName, 'https://key@monitoring.example/3');
    addMeta(`${monitoringDsnMetaName}-environment`, 'staging');
    startMonitoring();
    await vi.waitFor(() =>
      expect(initSentry).toHaveBeenCalledWith({ dsn: 'https://key@monitoring.example/3', environment: 'staging' }),
    );
  });
});
