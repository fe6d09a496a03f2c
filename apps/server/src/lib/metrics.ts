import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Mailer } from '../adapters/mail/mailer';

/** What the Prometheus gauges read when scraped; each instance answers for itself. */
export interface MetricsSources {
  /** Server-sent event streams this instance holds open. */
  openStreams(): number;
  /** Jobs by queue and pg-boss state (created, retry, active, completed, failed...) in the shared queue. */
  jobCounts(): Promise<{ queue: string; state: string; count: number }[]>;
}

export interface Metrics {
  registry: Registry;
  httpRequests: Counter<'method' | 'route' | 'status_code'>;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  emails: Counter<'result'>;
  /** Connects the gauges to their sources once the app's parts exist. */
  setSources(sources: MetricsSources): void;
}

/** One registry per app (tests build many apps in one process), with Node's process metrics. */
export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'sitewatch_' });
  let sources: MetricsSources | undefined;
  const httpRequests = new Counter({
    name: 'sitewatch_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'sitewatch_http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const emails = new Counter({
    name: 'sitewatch_emails_total',
    help: 'Emails handed to SMTP or the outbox, by result (sent, failed)',
    labelNames: ['result'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'sitewatch_sse_streams_open',
    help: 'Server-sent event streams held open by this instance',
    registers: [registry],
    collect() {
      this.set(sources?.openStreams() ?? 0);
    },
  });
  new Gauge({
    name: 'sitewatch_jobs',
    help: 'Jobs in the queue by queue and state (created and retry are waiting; failed gave up)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const row of (await sources?.jobCounts()) ?? []) this.set({ queue: row.queue, state: row.state }, row.count);
    },
  });
  return {
    registry,
    httpRequests,
    httpDuration,
    emails,
    setSources(next) {
      sources = next;
    },
  };
}

/** The mailer, counting each send as sent or failed. */
export function countEmails(mailer: Mailer, metrics: Metrics): Mailer {
  return {
    kind: mailer.kind,
    async send(message) {
      try {
        const sent = await mailer.send(message);
        metrics.emails.inc({ result: 'sent' });
        return sent;
      } catch (error) {
        metrics.emails.inc({ result: 'failed' });
        throw error;
      }
    },
    close: () => mailer.close(),
  };
}
