import { describe, expect, it } from 'vitest';
import type { Mailer } from '../adapters/mail/mailer';
import { countEmails, createMetrics } from './metrics';

const message = { to: 'a@example.com', subject: 'S', text: 'T', html: '<p>T</p>' };

describe('email metrics', () => {
  it('counts a send that throws as failed and passes the error on', async () => {
    const metrics = createMetrics();
    const failing: Mailer = {
      kind: 'smtp',
      send: async () => {
        throw new Error('SMTP down');
      },
      close: async () => {},
    };
    await expect(countEmails(failing, metrics).send(message)).rejects.toThrow('SMTP down');
    const text = await metrics.registry.metrics();
    expect(text).toContain('sitewatch_emails_total{result="failed"} 1');
    expect(text).not.toContain('sitewatch_emails_total{result="sent"}');
  });

  it('reads the gauges from their sources when scraped', async () => {
    const metrics = createMetrics();
    metrics.setSources({
      openStreams: () => 7,
      jobCounts: async () => [{ queue: 'issue-notifications', state: 'failed', count: 2 }],
    });
    const text = await metrics.registry.metrics();
    expect(text).toContain('sitewatch_sse_streams_open 7');
    expect(text).toContain('sitewatch_jobs{queue="issue-notifications",state="failed"} 2');
  });
});
