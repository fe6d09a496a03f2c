/** Keys look like `issue-reporting-images/<siteId>/<uuid>`: safe as a path below the storage root. */
const keyPattern = /^[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*){1,4}$/;

export function isValidStorageKey(key: string): boolean {
  return key.length <= 300 && keyPattern.test(key) && !key.split('/').some((part) => part === '.' || part === '..');
}

export function assertValidStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
