import type { PriorityId } from '../issues/priorities';

/** A span of time late, already written in the reader's language ("3 h", "3 Std."). */
export type LateSpan = string;

/**
 * Every word of the weekly summary email (issue 29) for one language. Numbers and dates are written by the
 * caller with Intl in the reader's locale; these are the sentences around them.
 */
export interface WeeklySummaryTexts {
  /** The texts' language (the email's `lang`). */
  language: string;
  subject(options: { siteName: string; week: string }): string;
  heading(options: { siteName: string }): string;
  /** "The week of 16 Nov – 22 Nov 2026 (UTC)". */
  weekLine(options: { week: string }): string;
  opened: string;
  resolved: string;
  openNow: string;
  overdueNow: string;
  overdueTitle: string;
  noOverdue: string;
  /** "2 days overdue · High · Kitchen". */
  overdueLine(options: { late: LateSpan; priority: string; location: string }): string;
  /** Shown under the overdue list when it was cut short. */
  moreOverdue(options: { count: number }): string;
  repeatTitle: string;
  repeatIntro: string;
  noRepeats: string;
  /** "5 issues, 3 within 30 days of the one before". */
  repeatLine(options: { issues: number; repeats: number }): string;
  viewInsights: string;
  footer: string;
  priorities: Record<PriorityId, string>;
}
