import { feedbackPageSettings, type Site, siteResponseTargets } from '@sitewatch/shared';
import type { SiteRow } from '../../db/row-types';

/** The API shape of a site (spec section 3): context groups postcode, hours and purpose. */
export function toSiteDto(row: SiteRow): Site {
  // Settings are written only through the shared schema; a row that no longer fits shows defaults.
  const settings = feedbackPageSettings.safeParse(row.feedbackPageSettings);
  return {
    id: row.id,
    idCode: row.idCode,
    name: row.name,
    companyName: row.companyName,
    type: row.type,
    context: { postcode: row.postcode, operatingHours: row.operatingHours, purpose: row.purpose },
    feedbackPageSettings: settings.success ? settings.data : {},
    responseTargets: siteResponseTargets(row.responseTargets),
    createdAt: row.createdAt.getTime(),
  };
}
