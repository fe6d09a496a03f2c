import type { LiveIssueEvent } from '@sitewatch/shared';
import { readLiveIssueEvent } from '@sitewatch/shared/constants';

/**
 * One message of a site's issue stream, or null when it is not JSON or does not fit the `liveIssueEvent` contract:
 * events go into the cached list and issue, so a malformed one is left out. Read with the zod-free shared reader,
 * which its tests hold to the schema, because the live list opens its stream before it shows.
 */
export function readLiveEvent(data: string): LiveIssueEvent | null {
  try {
    return readLiveIssueEvent(JSON.parse(data));
  } catch {
    return null;
  }
}
