import { describe, expect, it } from 'vitest';
import { makeIssueRow as makeIssue } from '../testing';
import { sortIssues } from './sort-issues';

const t = (day: number, hour = 12) => new Date(2026, 0, day, hour).getTime();
const lowNew = makeIssue({ title: 'low new', priority: 'LOW', createdAt: t(9) });
const criticalOld = makeIssue({ title: 'critical old', priority: 'CRITICAL', createdAt: t(1) });
const criticalNew = makeIssue({ title: 'critical new', priority: 'CRITICAL', createdAt: t(8) });
const mediumMid = makeIssue({ title: 'medium mid', priority: 'MEDIUM', createdAt: t(5) });
const highMid = makeIssue({ title: 'high mid', priority: 'HIGH', createdAt: t(5) });
const input = [lowNew, criticalOld, mediumMid, criticalNew, highMid];
const titles = (list: { title: string }[]) => list.map((i) => i.title);

describe('sortIssues (spec sections 2 and 5)', () => {
  it('highest priority: level descending, then newest first', () => {
    expect(titles(sortIssues(input, 'highestPriority'))).toEqual([
      'critical new',
      'critical old',
      'high mid',
      'medium mid',
      'low new',
    ]);
  });

  it('latest: newest first, equal times in a stable order', () => {
    const sorted = titles(sortIssues(input, 'latest'));
    expect(sorted.slice(0, 2)).toEqual(['low new', 'critical new']);
    expect(sorted.slice(2, 4).sort()).toEqual(['high mid', 'medium mid']);
    expect(sorted[4]).toBe('critical old');
    expect(titles(sortIssues([...input].reverse(), 'latest'))).toEqual(sorted);
  });

  it('oldest: oldest first', () => {
    const sorted = titles(sortIssues(input, 'oldest'));
    expect(sorted[0]).toBe('critical old');
    expect(sorted.slice(3)).toEqual(['critical new', 'low new']);
    expect(titles(sortIssues([...input].reverse(), 'oldest'))).toEqual(sorted);
  });

  it('does not change the list it was given', () => {
    const copy = [...input];
    sortIssues(input, 'oldest');
    expect(input).toEqual(copy);
  });

  // How fast is measured in bench/; a wall-clock bound here would fail on a busy machine.
  it('sorts 5,000 issues with the highest priority first', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      makeIssue({ priority: (['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const)[i % 4], createdAt: t(1) + i * 60_000 }),
    );
    const sorted = sortIssues(many, 'highestPriority');
    expect(sorted[0]?.priority.id).toBe('CRITICAL');
    expect(sorted[4999]?.priority.id).toBe('LOW');
  });
});
