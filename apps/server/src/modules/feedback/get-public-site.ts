import { feedbackPageSettings, type PublicSite } from '@sitewatch/shared';
import type { SiteRow } from '../../db/row-types';

/**
 * What a visitor may know about a site (spec section 3: name and feedback page settings), plus
 * whether the page can offer voice input. Nothing else leaves: no code, no company, no members.
 */
export function toPublicSite(site: SiteRow, options: { isVoiceInputAvailable: boolean }): PublicSite {
  // Settings are written through the shared schema; a row that somehow is not valid shows defaults.
  const settings = feedbackPageSettings.safeParse(site.feedbackPageSettings);
  return {
    id: site.id,
    name: site.name,
    feedbackPageSettings: settings.success ? settings.data : {},
    voiceInputAvailable: options.isVoiceInputAvailable,
  };
}
