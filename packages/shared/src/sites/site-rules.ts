// Zod-free values of a site (see constants.ts): the schemas of site.ts are built from them, and `readSite`
// checks the site's answer with them before the dashboard's site screens show.

// Spec section 3: site role types; the default choice is Property Owner.
export const siteTypes = ['PROPERTY_OWNER', 'PROPERTY_MANAGER', 'SERVICE_PROVIDER'] as const;
export type SiteType = (typeof siteTypes)[number];

/** Lengths and counts of a site's feedback page settings (texts are counted after trimming where trimmed). */
export const feedbackPageLimits = {
  introText: 1000,
  localizedName: 255,
  messageHints: 8,
  hintLabel: 60,
  hintMessage: 500,
} as const;
