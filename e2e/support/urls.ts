// URL patterns for waitForURL and toHaveURL, built from the app's own paths (`@sitewatch/shared/paths`), so no
// journey spells a route by hand.

/** Stands, in a path given to `urlOf`, for an id the journey does not know yet (a new site's): any UUID. */
export const anyId = ':anyId';

const anyIdPattern = '[0-9a-f-]{36}';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A URL whose path is `path`, on any origin, with nothing after it (like the glob `**${path}`); each `anyId` in it
 * matches any UUID. With `{ end: false }`, a URL with `path` anywhere in it (the signed-in area `/u/` and below).
 */
export function urlOf(path: string, { end = true }: { end?: boolean } = {}): RegExp {
  const pattern = path.split(anyId).map(escapeRegExp).join(anyIdPattern);
  return new RegExp(end ? `${pattern}$` : pattern);
}
