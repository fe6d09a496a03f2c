import { z } from 'zod';
import { toSingleLine } from '../text/single-line';
import { siteType } from './site';
import type { SiteType } from './site-rules';

// The create-site form and request (spec sections 2, 5 and 7), apart from the site's answer in site.ts: the
// dashboard's site screens parse sites on every load, and only the create-site screen needs these checks.

export const siteTypeLabels: Record<SiteType, string> = {
  PROPERTY_OWNER: 'Property Owner',
  PROPERTY_MANAGER: 'Property Manager',
  SERVICE_PROVIDER: 'Service Provider',
};
export const defaultSiteType: SiteType = 'PROPERTY_OWNER';

export const sitePurposes = [
  'retail',
  'warehouse',
  'residential',
  'manufacturing',
  'industrial',
  'recreational',
  'office',
  'transportation',
  'education',
  'healthcare',
  'hospitality',
  'other',
] as const;
export type SitePurpose = (typeof sitePurposes)[number];
export const sitePurposeLabels: Record<SitePurpose, string> = {
  retail: 'Retail',
  warehouse: 'Warehouse',
  residential: 'Residential',
  manufacturing: 'Manufacturing',
  industrial: 'Industrial',
  recreational: 'Recreational',
  office: 'Office',
  transportation: 'Transportation',
  education: 'Education',
  healthcare: 'Healthcare',
  hospitality: 'Hospitality',
  other: 'Other',
};

export const siteLimits = { name: 255, postcode: 20, operatingHours: 255, purpose: 255 } as const;

// Site names are one line (they go into email subjects and report titles): control characters become a space.
const siteName = z
  .string()
  .overwrite(toSingleLine)
  .trim()
  .min(1, 'Site name is required')
  .max(siteLimits.name, 'Site name must not exceed 255 characters');
const postcode = z
  .string()
  .trim()
  .min(1, 'Postcode is required')
  .max(siteLimits.postcode, 'Postcode must not exceed 20 characters');
const operatingHours = z
  .string()
  .trim()
  .min(1, 'Operating hours are required')
  .max(siteLimits.operatingHours, 'Operating hours must not exceed 255 characters');

/**
 * The create-site form (spec sections 2 and 5). `purpose` is one of the options; when it is
 * 'other', `customPurpose` is required and is what gets sent as the purpose.
 */
export const createSiteForm = z
  .object({
    name: siteName,
    postcode,
    operatingHours,
    purpose: z.string().min(1, 'Site function is required'),
    customPurpose: z.string().trim().optional(),
    type: siteType,
  })
  .superRefine((form, ctx) => {
    if (form.purpose !== 'other') return;
    const custom = form.customPurpose ?? '';
    if (custom.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['customPurpose'], message: 'Please specify the function of the site' });
    } else if (custom.length > siteLimits.purpose) {
      ctx.addIssue({
        code: 'custom',
        path: ['customPurpose'],
        message: 'Site function must not exceed 255 characters',
      });
    }
  });
export type CreateSiteForm = z.infer<typeof createSiteForm>;

export const siteContext = z.object({
  postcode,
  operatingHours,
  purpose: z
    .string()
    .trim()
    .min(1, 'Site function is required')
    .max(siteLimits.purpose, 'Site function must not exceed 255 characters'),
});
export type SiteContext = z.infer<typeof siteContext>;

/** Body of POST /api/site (spec section 7). */
export const createSiteRequest = z.object({
  name: siteName,
  companyName: z.string().overwrite(toSingleLine).trim().max(siteLimits.name).optional(),
  context: siteContext,
  type: siteType,
});
export type CreateSiteRequest = z.infer<typeof createSiteRequest>;

/** Turns the form into the API payload: companyName equals name; 'other' sends the free text. */
export function toCreateSiteRequest(form: CreateSiteForm): CreateSiteRequest {
  return {
    name: form.name,
    companyName: form.name,
    context: {
      postcode: form.postcode,
      operatingHours: form.operatingHours,
      purpose: form.purpose === 'other' ? (form.customPurpose ?? '') : form.purpose,
    },
    type: form.type,
  };
}
