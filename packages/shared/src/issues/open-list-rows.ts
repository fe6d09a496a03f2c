import {
  isArrayOf,
  isInteger,
  isOneOf,
  isOptional,
  isRecord,
  isString,
  isUuid,
  type JsonRecord,
} from '../http/read-json';
import { categoryIds } from './categories';
import type { Issue } from './issue';
import { issueChangeTypes, issueStatuses } from './issue-rules';
import type { LiveIssueEvent } from './live-issue-event';
import type { OpenIssuePage, OpenIssueRow } from './open-list';
import { priorityIds } from './priorities';

// The open list's rows without zod: the readers the dashboard checks the list's answers and live events with
// before the list shows, and the row of an issue. The schemas (`openIssuesAnswer`, `liveIssueEvent`) stay the
// contract: the server serializes with them and open-list-rows.test.ts plays every field of a full answer through
// both, so each reader accepts and refuses what its schema does. Unlike a schema, a reader hands back the
// answer's own objects rather than copies without the keys the contract does not name (the server sends none).

/** What an issue and a list row both carry, as `issue` defines it. */
function hasIssueFields(value: JsonRecord): boolean {
  const { priority, category } = value;
  return (
    isUuid(value.id) &&
    isUuid(value.siteId) &&
    isString(value.title) &&
    isString(value.location) &&
    isInteger(value.createdAt) &&
    isOneOf(issueStatuses, value.status) &&
    isRecord(priority) &&
    isOneOf(priorityIds, priority.id) &&
    isInteger(priority.level) &&
    priority.level >= 1 &&
    priority.level <= 4 &&
    isRecord(category) &&
    isOneOf(categoryIds, category.id) &&
    isOptional(value.language, isString) &&
    isOptional(value.reportCount, (count) => isInteger(count) && count >= 2)
  );
}

/** A translation (`reportTranslation`), or the row's part of one. */
const hasTexts = (value: unknown, keys: readonly string[]) =>
  isRecord(value) && keys.every((key) => isString(value[key]));
const rowTranslationKeys = ['language', 'title', 'location'] as const;
const translationKeys = [...rowTranslationKeys, 'description'] as const;

const isOpenIssueRow = (value: unknown): value is OpenIssueRow =>
  isRecord(value) && hasIssueFields(value) && isOptional(value.translation, (t) => hasTexts(t, rowTranslationKeys));

const isIssue = (value: unknown): value is Issue =>
  isRecord(value) &&
  hasIssueFields(value) &&
  isString(value.description) &&
  isOptional(value.closedAt, isInteger) &&
  isArrayOf(value.photos, (photo): photo is { id: string } => isRecord(photo) && isUuid(photo.id)) &&
  isOptional(value.translation, (t) => hasTexts(t, translationKeys));

const isOpenIssuePage = (value: unknown): value is OpenIssuePage =>
  isRecord(value) &&
  isArrayOf(value.issues, isOpenIssueRow) &&
  (value.nextCursor === null || isString(value.nextCursor)) &&
  isInteger(value.matchCount) &&
  value.matchCount >= 0 &&
  isOptional(value.locations, (locations) => isArrayOf(locations, isString));

/** GET .../issues/open: the whole list or one page, as `openIssuesAnswer` accepts it, or null. */
export function readOpenIssuesAnswer(json: unknown): OpenIssueRow[] | OpenIssuePage | null {
  if (Array.isArray(json)) return json.every((row) => isOpenIssueRow(row)) ? json : null;
  return isOpenIssuePage(json) ? json : null;
}

/** One event of GET .../issues/events, as `liveIssueEvent` accepts it, or null. */
export function readLiveIssueEvent(json: unknown): LiveIssueEvent | null {
  return isRecord(json) && isOneOf(issueChangeTypes, json.type) && isIssue(json.issue)
    ? { type: json.type, issue: json.issue }
    : null;
}

/** The row of an issue (from a live event or an answer that carries the whole issue). */
export function toOpenIssueRow(full: Issue | OpenIssueRow): OpenIssueRow {
  const { id, siteId, title, location, createdAt, status, priority, category, language, reportCount } = full;
  const translation = full.translation
    ? { language: full.translation.language, title: full.translation.title, location: full.translation.location }
    : undefined;
  return {
    id,
    siteId,
    title,
    location,
    createdAt,
    status,
    priority,
    category,
    ...(language ? { language } : {}),
    ...(reportCount ? { reportCount } : {}),
    ...(translation ? { translation } : {}),
  };
}
