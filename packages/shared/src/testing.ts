import type { OpenIssueRow } from './issues/open-list';
import { type PriorityId, priorities } from './issues/priorities';
import { defaultResponseTargets } from './response-targets/response-targets';
import type { Site } from './sites/site';

let counter = 0;

/** An open list row for unit tests (the web adds the detail to it); ids count up so ties sort predictably. */
export function makeIssueRow(
  overrides: Partial<Omit<OpenIssueRow, 'priority'>> & { priority?: PriorityId } = {},
): OpenIssueRow {
  counter += 1;
  const { priority = 'MEDIUM', ...rest } = overrides;
  return {
    id: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    siteId: '11111111-1111-4111-8111-111111111111',
    title: `Issue ${counter}`,
    location: 'Entrance',
    createdAt: new Date(2026, 0, 5, 12, 0).getTime(),
    status: 'OPEN',
    priority: { id: priority, level: priorities[priority].level },
    category: { id: 'CLEANING' },
    ...rest,
  };
}

/** A site as GET /api/site/{siteId} answers it, for unit tests: a retail store on the default response targets. */
export function makeSite(overrides: Partial<Site> = {}): Site {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    idCode: 'code1234',
    name: 'Main Street Store',
    companyName: 'Main Street Store',
    type: 'PROPERTY_OWNER',
    context: { postcode: 'SW1A 1AA', operatingHours: '9-5', purpose: 'retail' },
    feedbackPageSettings: {},
    responseTargets: defaultResponseTargets,
    createdAt: 1,
    ...overrides,
  };
}
