import type { CategoryId, PriorityId } from '@sitewatch/shared';

/** What triage needs to know about a report: the visitor's own words. */
export interface TriageInput {
  title: string;
  description: string;
  location: string;
  /** The visitor's page language: its vocabulary is read first (all of them when unknown). */
  language?: string;
}

export interface TriageResult {
  priority: PriorityId;
  category: CategoryId;
  /** Which classifier decided, for the logs. */
  source: 'rules' | 'model';
}

export type TriageIssue = (input: TriageInput) => Promise<TriageResult>;
