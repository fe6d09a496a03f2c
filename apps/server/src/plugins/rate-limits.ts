/** One rule of @fastify/rate-limit: at most `max` calls per `timeWindow` milliseconds. */
export interface RateLimitRule {
  max: number;
  timeWindow: number;
}

/**
 * Site-wide protection of a public route. It never refuses a site's visitors as a whole: past
 * `busyAfter` calls a minute the site counts as under attack, and each address then gets at most
 * `perAddressWhenBusy` calls a minute for that site. Flooding addresses run out at once; a genuine
 * visitor (a conversation is 3-6 turns) keeps going.
 */
export interface SiteRule {
  /** Keeps this rule's counters apart from the other routes' (keys of shared counters). */
  name: string;
  busyAfter: number;
  perAddressWhenBusy: number;
  timeWindow: number;
}

const minute = 60_000;

/**
 * Every route's rate limits in one table. Per-address limits run first, before any work (route
 * config); the site rules run after the site check, so only real sites take up counters.
 */
export const rateLimits = {
  // Visitors behind one shared network (a shop's Wi-Fi) share an address: a conversation is 3-6 turns.
  chat: {
    perAddress: { max: 60, timeWindow: minute },
    perSite: { name: 'chat', busyAfter: 600, perAddressWhenBusy: 12, timeWindow: minute },
  },
  createIssue: {
    perAddress: { max: 30, timeWindow: minute },
    perSite: { name: 'create-issue', busyAfter: 300, perAddressWhenBusy: 5, timeWindow: minute },
  },
  siteInfo: { perAddress: { max: 120, timeWindow: minute } },
  /**
   * The visitor's status link: a look when they open it and one per refresh. Each look queries the database, so
   * an address gets half the site info's share; guessing a token (an HMAC of 256 bits) was never the risk.
   */
  statusLink: { perAddress: { max: 60, timeWindow: minute } },
  transcribe: {
    perAddress: { max: 20, timeWindow: minute },
    perSite: { name: 'transcribe', busyAfter: 200, perAddressWhenBusy: 5, timeWindow: minute },
  },
  login: { perAddress: { max: 60, timeWindow: minute } },
  /** The embedded provider's token endpoint and sign-in form. */
  oidcToken: { perAddress: { max: 30, timeWindow: minute } },
  oidcSignIn: { perAddress: { max: 60, timeWindow: minute } },
  createSite: { perAddress: { max: 30, timeWindow: minute } },
  resolveIssue: { perAddress: { max: 120, timeWindow: minute } },
  uploadTarget: { perAddress: { max: 60, timeWindow: minute } },
  liveEvents: { perAddress: { max: 60, timeWindow: minute } },
  requestReport: { perAddress: { max: 20, timeWindow: 10 * minute } },
  // Team work, history and the visitor's own report.
  addNote: { perAddress: { max: 60, timeWindow: minute } },
  exportCsv: { perAddress: { max: 10, timeWindow: minute } },
  correctTriage: { perAddress: { max: 120, timeWindow: minute } },
  splitReport: { perAddress: { max: 120, timeWindow: minute } },
  reportPhoto: { perAddress: { max: 300, timeWindow: minute } },
  inviteMember: { perAddress: { max: 20, timeWindow: minute } },
  acceptInvitation: { perAddress: { max: 30, timeWindow: minute } },
  assignIssue: { perAddress: { max: 30, timeWindow: minute } },
  contractorJob: { perAddress: { max: 60, timeWindow: minute } },
  // A site's webhooks: creating resolves a host; a test event is an outgoing request.
  createWebhook: { perAddress: { max: 20, timeWindow: minute } },
  testWebhook: { perAddress: { max: 20, timeWindow: minute } },
} as const satisfies Record<string, { perAddress: RateLimitRule; perSite?: SiteRule }>;

/**
 * The bytes of request bodies one address may send a minute, all routes together, counted in KiB before they are
 * read (body-budget.ts). At most 2 MiB: the chat's largest valid conversation (bodyLimits.chat, ~1.7 MiB) still
 * fits once, while an ordinary chat turn is 1-10 KB, so a shop's Wi-Fi of visitors at the chat's own limit
 * (60 turns a minute) spends under a tenth of it. A flooding address is held to 2 MiB a minute: at most
 * about half a second of parsing, however its bodies are built.
 */
export const bodyBudget = { perAddress: { maxKiB: 2048, timeWindow: minute } } as const;
