/** The page's route parameters: /feedback/{siteId}/{siteIdCode} (spec section 3 "Page params"). */
export interface SiteParams {
  siteId: string;
  siteIdCode: string;
}

// The same names as siteIdHeaderName / siteCodeHeaderName of the shared package (site-headers.test.ts
// checks it); importing them would bring the shared zod schemas onto the feedback page.
export const siteIdHeader = 'x-site-id';
export const siteCodeHeader = 'x-site-code';

/** Every public call made for a site carries its id and its unguessable code (a wrong code is a 404). */
export function siteHeaders({ siteId, siteIdCode }: SiteParams): Record<string, string> {
  return { [siteIdHeader]: siteId, [siteCodeHeader]: siteIdCode };
}
