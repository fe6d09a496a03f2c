import { isArrayOf, isOneOf, isOptional, isRecord, isString, isUuid } from '../http/read-json';
import { priorityIds } from '../issues/priorities';
import type { User } from './user';

// Zod-free, like open-list-rows.ts: the signed-in area reads GET /api/user before any of its screens shows, and
// read-user.test.ts keeps the reader accepting and refusing what `user` does.

const isUserSite = (value: unknown): value is User['sites'][number] =>
  isRecord(value) && isUuid(value.siteId) && isString(value.siteName);

const isStringOrNull = (value: unknown) => value === null || isString(value);

/** GET /api/user (and the answers of POST and PATCH /api/user) as `user` accepts it, or null. */
export function readUser(json: unknown): User | null {
  if (!isRecord(json) || !isUuid(json.id) || !isStringOrNull(json.name) || !isString(json.email)) return null;
  if (!isOptional(json.notificationForPriority, (priority) => isOneOf(priorityIds, priority))) return null;
  if (!isArrayOf(json.sites, isUserSite)) return null;
  if (!isOptional(json.idpName, isStringOrNull) || !isOptional(json.locale, isString)) return null;
  return json as User;
}
