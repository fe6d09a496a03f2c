import { sql } from 'drizzle-orm';
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
 * The open issue of the site, in the same category, that this report most likely repeats, or null.
 * Trigram similarity (pg_trgm, the same on PGlite and PostgreSQL) works on letters of any alphabet;
 * scripts without spaces between words (Chinese, Japanese) score low and are rarely merged.
 */
export async function findDuplicateIssue(
  db: Db,
  options: { siteId: string; category: string; report: ReportText },
): Promise<string | null> {
  const { siteId, category, report } = options;
  const text = textOf(report);
  const result = await db.execute<{ id: string; text: number; location: number }>(sql`
    SELECT id,
           similarity(title || ' ' || description, ${text}) AS text,
           similarity(location, ${report.location}) AS location
    FROM issues
    WHERE site_id = ${siteId} AND status = 'OPEN' AND category = ${category}
    ORDER BY similarity(title || ' ' || description, ${text}) DESC, created_at DESC
    LIMIT 20`);
  const match = result.rows.find((row) => isDuplicate({ text: Number(row.text), location: Number(row.location) }));
  return match?.id ?? null;
}
