import { describe, expect, it } from 'vitest';
import { makeIssue } from '../../../testing/test-issue';
import { applyIssueChange } from './apply-issue-change';

describe('applyIssueChange', () => {
  const a = makeIssue({ title: 'a' });
  const b = makeIssue({ title: 'b' });

  it('adds a new open issue and replaces a known one', () => {
    const c = makeIssue({ title: 'c' });
    expect(applyIssueChange([a, b], c)).toEqual([c, a, b]);
    const renamed = { ...b, title: 'b2' };
    expect(applyIssueChange([a, b], renamed)).toEqual([a, renamed]);
  });

  it('removes a resolved issue and ignores one it does not hold', () => {
    const list = [a, b];
    expect(applyIssueChange(list, { ...a, status: 'RESOLVED', closedAt: 1 })).toEqual([b]);
    expect(applyIssueChange(list, makeIssue({ status: 'RESOLVED' }))).toBe(list);
  });

  it('is safe to apply twice and leaves an unloaded list alone', () => {
    const c = makeIssue({ title: 'c' });
    const once = applyIssueChange([a], c);
    expect(applyIssueChange(once, c)).toEqual(once);
    expect(applyIssueChange(undefined, c)).toBeUndefined();
  });
});
