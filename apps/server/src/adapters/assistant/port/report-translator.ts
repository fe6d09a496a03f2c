/** The three texts of a report, as stored (personal details already masked). */
export interface ReportTexts {
  title: string;
  description: string;
  location: string;
}

/**
 * Translates a visitor's report into the managers' language (issue 14). Throws when it cannot (provider
 * down, timeout, nonsense): the report stays as written and the job retries later.
 */
export interface ReportTranslator {
  translate(report: ReportTexts, options: { from: string; to: string }): Promise<ReportTexts>;
}
