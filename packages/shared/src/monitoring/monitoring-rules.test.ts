import { describe, expect, it } from 'vitest';
import { redactMessageForMonitoring, redactUrlForMonitoring, scrubMonitoringEvent } from './monitoring-rules';

describe('redactUrlForMonitoring', () => {
  it('keeps ids and words, replaces long tokens, drops the query and fragment', () => {
    const token = `${'a'.repeat(32)}${'B'.repeat(43)}`;
    expect(
      redactUrlForMonitoring(
        `https://sitewatch.example/feedback/2f1c0d4e-8a4b-4c1e-9d3a-1b2c3d4e5f60/ABC123/report/${token}?lang=de#x`,
      ),
    ).toBe('https://sitewatch.example/feedback/2f1c0d4e-8a4b-4c1e-9d3a-1b2c3d4e5f60/ABC123/report/:token');
    expect(redactUrlForMonitoring('/u/invitation/Zx9_abcdefghijklmnopqrstuv?x=1')).toBe('/u/invitation/:token');
    expect(redactUrlForMonitoring('/api/site/abc/issues')).toBe('/api/site/abc/issues');
  });
});

describe('redactMessageForMonitoring', () => {
  it('replaces quoted values, email addresses and phone numbers', () => {
    expect(redactMessageForMonitoring('invalid input syntax for type uuid: "Puddle by the freezers"')).toBe(
      'invalid input syntax for type uuid: [redacted]',
    );
    expect(redactMessageForMonitoring("value 'Water in aisle 7' too long")).toBe('value [redacted] too long');
    expect(redactMessageForMonitoring('mail to ada@example.com or call +44 20 7946 0958 failed')).toBe(
      'mail to [email] or call [number] failed',
    );
  });

  it('cuts long messages', () => {
    expect(redactMessageForMonitoring('x'.repeat(1000))).toHaveLength(301);
  });
});

describe('scrubMonitoringEvent', () => {
  it('keeps the method and the redacted path, and drops the body, headers, user, extra and breadcrumbs', () => {
    const event = scrubMonitoringEvent({
      request: { method: 'POST', url: '/api/x?email=a@b.co', data: 'Puddle', headers: { cookie: 's' } } as {
        method: string;
        url: string;
      },
      user: { email: 'a@b.co' },
      extra: { body: 'Puddle' },
      breadcrumbs: [{ message: 'Puddle' }],
      message: 'failed on "Puddle"',
      exception: { values: [{ value: 'title "Puddle" too long' }] },
      transaction: '/u/invitation/Zx9_abcdefghijklmnopqrstuv',
    });
    expect(event).toEqual({
      request: { method: 'POST', url: '/api/x' },
      message: 'failed on [redacted]',
      exception: { values: [{ value: 'title [redacted] too long' }] },
      transaction: '/u/invitation/:token',
    });
  });
});
