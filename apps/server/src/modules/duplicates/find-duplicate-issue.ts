import { sql } from 'drizzle-orm';
import type { DuplicateCandidate, DuplicateJudge } from '../../adapters/assistant/port/duplicate-judge';
import type { Db } from '../../db/client';
import type { ReportWords } from '../intake';
import { judgeSameProblem, type ReportReading, readReport, type Similarity } from './duplicate-evidence';

export type { Similarity } from './duplicate-evidence';

const textOf = (report: ReportWords) => `${report.title} ${report.description}`;

/** pg_trgm similarity of two reports' text and locations, as the database computes it. */
export async function measureSimilarity(db: Db, a: ReportWords, b: ReportWords): Promise<Similarity> {
  const result = await db.execute<{ text: number; location: number }>(
    sql`SELECT similarity(${textOf(a)}, ${textOf(b)}) AS text, similarity(${a.location}, ${b.location}) AS location`,
  );
  const row = result.rows[0];
  return { text: Number(row?.text ?? 0), location: Number(row?.location ?? 0) };
}

/**
 * How close an open issue must be to go before the judge (a model, when one is configured): the same
 * category, and loose trigram similarity, since the model reads the words. Trigrams say nothing across
 * languages, so an issue in another (or an unknown) language is always a candidate; only the few closest
 * are sent.
 */
export const candidateFilter = { text: 0.1, location: 0.3, limit: 5 } as const;

/**
 * The open issues a report is compared with: the site's most recent ones. A submit reads at most this many
 * (their words are read in memory, a few microseconds each), so it stays fast on a busy site.
 */
export const openIssuesCompared = 200;

interface OpenIssue extends DuplicateCandidate {
  category: string;
  similarity: Similarity;
}

async function listOpenIssues(db: Db, options: { siteId: string; report: ReportWords }): Promise<OpenIssue[]> {
  const { siteId, report } = options;
  const result = await db.execute<{
    id: string;
    title: string;
    description: string;
    location: string;
    language: string | null;
    category: string;
    text: number;
    location_similarity: number;
  }>(sql`
    SELECT id, title, description, location, language, category,
           similarity(title || ' ' || description, ${textOf(report)}) AS text,
           similarity(location, ${report.location}) AS location_similarity
    FROM issues
    WHERE site_id = ${siteId} AND status = 'OPEN'
    ORDER BY created_at DESC
    LIMIT ${openIssuesCompared}`);
  return result.rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    language: row.language,
    category: row.category,
    similarity: { text: Number(row.text), location: Number(row.location_similarity) },
  }));
}

/** The few issues of the report's category worth a judge's reading: closest (text and place together) first. */
export function pickCandidates(issues: OpenIssue[], category: string, language?: string | null): DuplicateCandidate[] {
  const isCloseEnough = (issue: OpenIssue) =>
    !language ||
    issue.language !== language ||
    issue.similarity.text >= candidateFilter.text ||
    issue.similarity.location >= candidateFilter.location;
  return issues
    .filter((issue) => issue.category === category && isCloseEnough(issue))
    .sort((a, b) => b.similarity.text + b.similarity.location - (a.similarity.text + a.similarity.location))
    .slice(0, candidateFilter.limit)
    .map(({ similarity: _similarity, category: _category, ...candidate }) => candidate);
}

// An open issue's words do not change between submits: read each once (bounded, oldest dropped first).
const readings = new Map<string, ReportReading>();
const maxReadings = 5000;

function readCached(issue: ReportWords & { category: string }): ReportReading {
  const key = `${issue.category}\n${issue.location}\n${issue.title}\n${issue.description}`;
  let reading = readings.get(key);
  if (!reading) {
    reading = readReport(issue);
    if (readings.size >= maxReadings) readings.delete(readings.keys().next().value ?? '');
    readings.set(key, reading);
  }
  return reading;
}

/** The open issue the report most likely repeats by the built-in reading (duplicate-evidence.ts), or null. */
function pickByReading(issues: OpenIssue[], report: ReportWords, category: string): string | null {
  const reading = readReport({ ...report, category });
  let best: { id: string; support: number } | null = null;
  for (const issue of issues) {
    const verdict = judgeSameProblem(reading, readCached(issue), issue.similarity);
    if (verdict.isSame && (!best || verdict.support > best.support)) best = { id: issue.id, support: verdict.support };
  }
  return best?.id ?? null;
}

/**
 * The open issue of the site that this report most likely repeats, or null. Built in: the learned category,
 * the place (kinds of place and their numbers, read in any language) and what is wrong (things and
 * symptoms) decide; two reports in the same words also merge by trigram similarity (pg_trgm, the same on
 * PGlite and PostgreSQL). With a judge (the configured model), the closest candidates of the report's
 * category go to it and its answer decides; when it fails or times out, the built-in reading decides.
 */
export async function findDuplicateIssue(
  db: Db,
  options: {
    siteId: string;
    category: string;
    report: ReportWords & { language?: string | null };
    judge?: DuplicateJudge | null;
    onJudgeFailure?: (error: unknown) => void;
  },
): Promise<string | null> {
  const { category, report, judge } = options;
  const open = await listOpenIssues(db, options);
  if (!judge) return pickByReading(open, report, category);
  const candidates = pickCandidates(open, category, report.language);
  if (candidates.length === 0) return null;
  try {
    return await judge.pickDuplicate(report, candidates);
  } catch (error) {
    options.onJudgeFailure?.(error);
    return pickByReading(open, report, category);
  }
}
