import { siteCodeHeaderName, siteIdHeaderName } from '@sitewatch/shared/constants';

/** The page's route parameters: /feedback/{siteId}/{siteIdCode} (spec section 3 "Page params"). */
export interface SiteParams {
  siteId: string;
  siteIdCode: string;
}

/** Every public call made for a site carries its id and its unguessable code (a wrong code is a 404). */
export function siteHeaders({ siteId, siteIdCode }: SiteParams): Record<string, string> {
  return { [siteIdHeaderName]: siteId, [siteCodeHeaderName]: siteIdCode };
}
