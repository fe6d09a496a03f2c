import { sql } from 'drizzle-orm';
import type { DuplicateCandidate, DuplicateJudge } from '../../adapters/assistant/port/duplicate-judge';
import type { Db } from '../../db/client';

/**
 * When a new report counts as another report of an open issue (same site, same category). Tuned on the
 * report pairs in test/issues/duplicate-pairs.ts (duplicate-detection.test.ts prints precision and
 * recall). A wrong merge hides a problem, so precision comes first (at least 95 %). On those pairs the
 * location alone merges different problems at one place (eggs and milk in aisle 3), and the text alone
 * merges the same kind of problem at two places: both must be similar.
 */
export const duplicateThresholds = {
  /** Trigram similarity of "title description". */
  text: 0.4,
  /** Trigram similarity of the locations. */
  location: 0.3,
} as const;

export interface ReportText {
  title: string;
  description: string;
  location: string;
}

export interface Similarity {
  text: number;
  location: number;
}

export function isDuplicate(
  similarity: Similarity,
  thresholds: { text: number; location: number } = duplicateThresholds,
): boolean {
  return similarity.text >= thresholds.text && similarity.location >= thresholds.location;
}

const textOf = (report: ReportText) => `${report.title} ${report.description}`;

/** pg_trgm similarity of two reports' text and locations, as the database computes it. */
export async function measureSimilarity(db: Db, a: ReportText, b: ReportText): Promise<Similarity> {
  const result = await db.execute<{ text: number; location: number }>(
    sql`SELECT similarity(${textOf(a)}, ${textOf(b)}) AS text, similarity(${a.location}, ${b.location}) AS location`,
  );
  const row = result.rows[0];
  return { text: Number(row?.text ?? 0), location: Number(row?.location ?? 0) };
}

/**
 * How close an open issue must be to go before the judge (a model, when one is configured). Looser than
 * duplicateThresholds on purpose: the model reads the words, so it may match the same problem told in other
 * words. Trigrams say nothing across languages, so an issue in another (or an unknown) language is always a
 * candidate; only the few closest are sent.
 */
export const candidateFilter = { text: 0.1, location: 0.3, limit: 5 } as const;

interface ScoredIssue extends DuplicateCandidate {
  similarity: Similarity;
}

/** The site's open issues of this category, most similar text first (enough for both decisions). */
async function findSimilarOpenIssues(
  db: Db,
  options: { siteId: string; category: string; report: ReportText },
): Promise<ScoredIssue[]> {
  const { siteId, category, report } = options;
  const text = textOf(report);
  const result = await db.execute<{
    id: string;
    title: string;
    description: string;
    location: string;
    language: string | null;
    text: number;
    location_similarity: number;
  }>(sql`
    SELECT id, title, description, location, language,
           similarity(title || ' ' || description, ${text}) AS text,
           similarity(location, ${report.location}) AS location_similarity
    FROM issues
    WHERE site_id = ${siteId} AND status = 'OPEN' AND category = ${category}
    ORDER BY similarity(title || ' ' || description, ${text}) DESC, created_at DESC
    LIMIT 20`);
  return result.rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    language: row.language,
    similarity: { text: Number(row.text), location: Number(row.location_similarity) },
  }));
}

/** The few issues worth a judge's reading: above the loose filter, closest (text and place together) first. */
export function pickCandidates(issues: ScoredIssue[], language?: string | null): DuplicateCandidate[] {
  const isCloseEnough = (issue: ScoredIssue) =>
    !language ||
    issue.language !== language ||
    issue.similarity.text >= candidateFilter.text ||
    issue.similarity.location >= candidateFilter.location;
  return issues
    .filter(isCloseEnough)
    .sort((a, b) => b.similarity.text + b.similarity.location - (a.similarity.text + a.similarity.location))
    .slice(0, candidateFilter.limit)
    .map(({ similarity: _similarity, ...candidate }) => candidate);
}

/**
 * The open issue of the site, in the same category, that this report most likely repeats, or null.
 * Trigram similarity (pg_trgm, the same on PGlite and PostgreSQL) works on letters of any alphabet;
 * scripts without spaces between words (Chinese, Japanese) score low and are rarely merged.
 * With a judge (the configured model), the closest candidates go to it and its answer decides; when it fails
 * or times out, the trigram thresholds decide, as without a model.
 */
export async function findDuplicateIssue(
  db: Db,
  options: {
    siteId: string;
    category: string;
    report: ReportText & { language?: string | null };
    judge?: DuplicateJudge | null;
    onJudgeFailure?: (error: unknown) => void;
  },
): Promise<string | null> {
  const similar = await findSimilarOpenIssues(db, options);
  const byThresholds = similar.find((issue) => isDuplicate(issue.similarity))?.id ?? null;
  if (!options.judge) return byThresholds;
  const candidates = pickCandidates(similar, options.report.language);
  if (candidates.length === 0) return null;
  try {
    return await options.judge.pickDuplicate(options.report, candidates);
  } catch (error) {
    options.onJudgeFailure?.(error);
    return byThresholds;
  }
}
