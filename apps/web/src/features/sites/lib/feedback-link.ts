import { feedbackPath } from '@sitewatch/shared/paths';

/** The public feedback link of a site (spec section 2): {origin}/feedback/{siteId}/{idCode}. */
export function feedbackLink(origin: string, site: { id: string; idCode: string }): string {
  return `${origin.replace(/\/$/, '')}${feedbackPath({ siteId: site.id, siteIdCode: site.idCode })}`;
}
