import { z } from 'zod';
import { canonicalLocale } from '../format/canonical-locale';
import { priorityId } from '../issues/issue-enums';
import { toSingleLine } from '../text/single-line';

// Spec section 3 "Notification preference options" (label: value).
export const notificationPreferenceOptions = [
  { label: 'No notifications', value: 'none' },
  { label: 'All Issues', value: 'LOW' },
  { label: 'Medium-Priority and above', value: 'MEDIUM' },
  { label: 'High-Priority and above', value: 'HIGH' },
  { label: 'Critical-Priority only', value: 'CRITICAL' },
] as const;
export type NotificationPreference = (typeof notificationPreferenceOptions)[number]['value'];
const notificationPreferenceValues = notificationPreferenceOptions.map((o) => o.value) as [
  NotificationPreference,
  ...NotificationPreference[],
];

export const userLimits = { name: 255, locale: 64 } as const;

// A name is one line (it goes into email subjects): CR, LF and other control characters become a space.
const userName = z
  .string()
  .overwrite(toSingleLine)
  .trim()
  .min(1, 'Please enter your name')
  .max(userLimits.name, 'Name must be less than 255 characters');

/**
 * The account setup form (spec section 5). It starts with no preference chosen (the spec's
 * default 'weekly' is not an option), so the required message applies until one is picked.
 */
export const accountSetupForm = z.object({
  name: userName,
  notificationPreference: z
    .string()
    .refine((v): v is NotificationPreference => (notificationPreferenceValues as string[]).includes(v), {
      message: 'Please select your notification preferences',
    }),
});
export type AccountSetupForm = z.infer<typeof accountSetupForm>;

/** Body of POST /api/user. No notificationForPriority means no notifications. */
export const updateUserRequest = z.object({
  name: userName,
  notificationForPriority: priorityId.optional(),
});
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;

/** 'none' omits notificationForPriority from the payload (spec section 5). */
export function toUpdateUserRequest(form: {
  name: string;
  notificationPreference: NotificationPreference;
}): UpdateUserRequest {
  return form.notificationPreference === 'none'
    ? { name: form.name }
    : { name: form.name, notificationForPriority: form.notificationPreference };
}

/**
 * The manager's language as their browser prefers it (`navigator.language`), a BCP 47 tag stored in its
 * canonical form ("de-DE" for "de-de"): the dates of their emails and PDF reports follow it.
 */
export const userLocale = z
  .string()
  .trim()
  .min(1, { message: 'Please send a language tag such as en-GB', abort: true })
  .max(userLimits.locale, { message: 'Language tag must be at most 64 characters', abort: true })
  .refine((tag) => canonicalLocale(tag) !== null, { message: 'Not a BCP 47 language tag (such as en-GB)' })
  .overwrite((tag) => canonicalLocale(tag) ?? tag);

/** Body of PATCH /api/user: the browser's language, sent when it differs from the one the server has. */
export const updateUserLocaleRequest = z.object({ locale: userLocale }).strict();
export type UpdateUserLocaleRequest = z.infer<typeof updateUserLocaleRequest>;

export const userSite = z.object({ siteId: z.uuid(), siteName: z.string() });

/** GET /api/user. `name` is null until the account is set up. */
export const user = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  email: z.string(),
  notificationForPriority: priorityId.optional(),
  sites: z.array(userSite),
  /** The identity provider's name claim; prefills account setup while `name` is null. */
  idpName: z.string().nullable().optional(),
  /** The browser language the server last heard (see `userLocale`); absent until the web app sends it. */
  locale: z.string().optional(),
});
export type User = z.infer<typeof user>;

/**
 * Body of POST /api/user/login: the spec calls it accessToken but it carries the ID token. The
 * provider's real access token rides beside it, so the server can read email and name from the
 * UserInfo endpoint when the ID token leaves them out (OpenID Connect Core 5.4).
 */
export const loginRequest = z.object({
  accessToken: z.string().min(1).max(20_000),
  providerAccessToken: z.string().min(1).max(20_000).optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;
