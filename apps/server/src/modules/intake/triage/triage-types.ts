import type { CategoryId, PriorityId } from '@sitewatch/shared';

/** The visitor's own words of a report. */
export interface ReportWords {
  title: string;
  description: string;
  location: string;
}

/** What triage needs to know about a report. */
export interface TriageInput extends ReportWords {
  /**
   * The visitor's page language, or null when the report did not say. Required, so that no path that
   * stores or re-triages a report can leave it out: without it the report is read in English alone.
   */
  language: string | null;
}

export interface TriageResult {
  priority: PriorityId;
  category: CategoryId;
  /** Which classifier decided, for the logs: the rules alone, the learned classifier with the rules, or a model. */
  source: 'rules' | 'classifier' | 'model';
  /** The languages the report was read in (the page's, and the one detected in its text when other). */
  languages: string[];
}

export type TriageIssue = (input: TriageInput) => Promise<TriageResult>;
