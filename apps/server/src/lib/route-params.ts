import { z } from 'zod';

/**
 * Path parameters of the signed-in site routes. Site and issue ids are UUIDs, so anything else is a 400
 * naming the field before any lookup.
 */
export const siteParams = z.object({ siteId: z.uuid('must be a site id') });
export const siteIssueParams = siteParams.extend({ issueId: z.uuid('must be an issue id') });

/**
 * Path parameter of the visitor's public routes: any short string. A mistyped feedback link is a 404 "not
 * found" page for the visitor, not a validation error.
 */
export const publicSiteParams = z.object({ siteId: z.string().max(100) });
