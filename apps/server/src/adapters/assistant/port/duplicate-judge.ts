/** A report's text as the judge reads it: the visitor's words with personal details already masked. */
export interface JudgedReport {
  title: string;
  description: string;
  location: string;
  /** The visitor's page language, when known. */
  language?: string | null;
}

/** An open issue of the same site and category that the new report may repeat. */
export interface DuplicateCandidate extends JudgedReport {
  id: string;
}

/**
 * Decides which open issue, if any, a new report is another report of (issue 14's duplicates). Throws
 * when it cannot answer (provider down, timeout, an answer outside the candidates): the caller then falls
 * back to the trigram thresholds, so a report is never lost or held up by the judge.
 */
export interface DuplicateJudge {
  pickDuplicate(report: JudgedReport, candidates: DuplicateCandidate[]): Promise<string | null>;
}
