/** The public feedback link of a site (spec section 2): {origin}/feedback/{siteId}/{idCode}. */
export function feedbackLink(origin: string, site: { id: string; idCode: string }): string {
  return `${origin.replace(/\/$/, '')}/feedback/${encodeURIComponent(site.id)}/${encodeURIComponent(site.idCode)}`;
}
