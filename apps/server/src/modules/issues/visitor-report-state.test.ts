import { describe, expect, it } from 'vitest';
import { toVisitorReportState } from './visitor-report-state';

describe('toVisitorReportState', () => {
  it('reads received, being handled when assigned, and fixed', () => {
    expect(toVisitorReportState({ status: 'OPEN' })).toBe('received');
    expect(toVisitorReportState({ status: 'OPEN', assigned: false })).toBe('received');
    expect(toVisitorReportState({ status: 'OPEN', assigneeId: null })).toBe('received');
    expect(toVisitorReportState({ status: 'OPEN', assigned: true })).toBe('being-handled');
    expect(toVisitorReportState({ status: 'OPEN', assigneeId: 'a-user' })).toBe('being-handled');
    expect(toVisitorReportState({ status: 'RESOLVED', assigned: true })).toBe('fixed');
  });
});
