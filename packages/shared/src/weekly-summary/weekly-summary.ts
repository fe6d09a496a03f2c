import { z } from 'zod';

/**
 * GET and PUT /api/site/{siteId}/weekly-summary: whether the signed-in member gets the site's weekly summary
 * email (issue 29). Each member chooses for themselves, site by site; it is off until they turn it on.
 */
export const weeklySummarySetting = z.strictObject({
  enabled: z.boolean({ error: 'Say whether to send the weekly summary (true or false)' }),
});
export type WeeklySummarySetting = z.infer<typeof weeklySummarySetting>;
