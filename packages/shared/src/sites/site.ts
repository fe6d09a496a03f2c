import { z } from 'zod';
import { responseTargets } from '../response-targets/response-targets';
import { toSingleLine } from '../text/single-line';

// Spec section 3: site role types; the default choice is Property Owner.
export const siteTypes = ['PROPERTY_OWNER', 'PROPERTY_MANAGER', 'SERVICE_PROVIDER'] as const;
export const siteType = z.enum(siteTypes);
export type SiteType = z.infer<typeof siteType>;
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

export const messageHint = z.object({
  label: z.string().trim().min(1).max(60),
  message: z.string().trim().min(1).max(500),
});
export type MessageHint = z.infer<typeof messageHint>;

/** The site's feedback page settings (contents not shown in the spec; this is our design). */
export const feedbackPageSettings = z.object({
  /** Short text shown above the hints before the first message. */
  introText: z.string().max(1000).optional(),
  /** Site name per language code, shown to visitors in their language (English fallback: name). */
  localizedNames: z.record(z.string(), z.string().overwrite(toSingleLine).max(255)).optional(),
  /** Custom hints replace the four default hint cards. */
  messageHints: z.array(messageHint).max(8).optional(),
});
export type FeedbackPageSettings = z.infer<typeof feedbackPageSettings>;

export const site = z.object({
  id: z.uuid(),
  idCode: z.string(),
  name: z.string(),
  companyName: z.string(),
  type: siteType,
  context: z.object({ postcode: z.string(), operatingHours: z.string(), purpose: z.string() }),
  feedbackPageSettings,
  /** Minutes to resolve an open issue, per priority (issue 29): the defaults until an owner sets them. */
  responseTargets,
  createdAt: z.number().int(),
});
export type Site = z.infer<typeof site>;

/** GET /api/public/site/{id}: only what a visitor may see. */
export const publicSite = z.object({
  id: z.uuid(),
  name: z.string(),
  feedbackPageSettings,
  voiceInputAvailable: z.boolean(),
});
export type PublicSite = z.infer<typeof publicSite>;
