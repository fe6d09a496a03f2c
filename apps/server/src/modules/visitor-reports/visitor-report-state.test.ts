import { describe, expect, it } from 'vitest';
import { toVisitorReportState } from './visitor-report-state';

describe('toVisitorReportState', () => {
  it('reads received, being handled when assigned, and fixed once resolved', () => {
    expect(toVisitorReportState({ status: 'OPEN' }, false)).toBe('received');
    expect(toVisitorReportState({ status: 'OPEN' }, true)).toBe('being-handled');
    expect(toVisitorReportState({ status: 'RESOLVED' }, true)).toBe('fixed');
    expect(toVisitorReportState({ status: 'RESOLVED' }, false)).toBe('fixed');
  });
});
