import type {
  ActivityKind,
  CategoryId,
  IssueStatus,
  MemberNotificationPreference,
  PriorityId,
  ReportTranslation,
  ResponseTargets,
  SiteType,
  UploadFolder,
  WebhookDeliveryStatus,
  WebhookEventType,
  WebhookFormat,
} from '@sitewatch/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    /** The name the manager chose at account setup; null until then. */
    name: text('name'),
    /** The identity provider's name claim, used to prefill account setup. */
    idpName: text('idp_name'),
    notificationForPriority: text('notification_for_priority').$type<PriorityId>(),
    /** The browser's preferred language, a canonical BCP 47 tag: dates in this user's emails and reports. */
    locale: text('locale'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_issuer_subject_idx').on(t.issuer, t.subject)],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the random session id; the id itself lives only in the cookie. */
    idHash: text('id_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const sites = pgTable('sites', {
  id: uuid('id').primaryKey().defaultRandom(),
  idCode: text('id_code').notNull().unique(),
  name: text('name').notNull(),
  companyName: text('company_name').notNull(),
  type: text('type').$type<SiteType>().notNull(),
  postcode: text('postcode').notNull(),
  operatingHours: text('operating_hours').notNull(),
  purpose: text('purpose').notNull(),
  feedbackPageSettings: jsonb('feedback_page_settings').notNull().default(sql`'{}'::jsonb`),
  /** Minutes per priority (shared `responseTargets`); null: the defaults, so a change of defaults reaches it. */
  responseTargets: jsonb('response_targets').$type<ResponseTargets>(),
  createdAt: createdAt(),
});

export const siteMembers = pgTable(
  'site_members',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** owner: manages members and ownership; member: works the site's issues. */
    role: text('role').notNull().default('member'),
    /** This site's notification preference ('none' or a priority); null follows the account's. */
    notificationPreference: text('notification_preference').$type<NonNullable<MemberNotificationPreference>>(),
    /** Whether this member gets the site's weekly summary email (opt-in, issue 29). */
    weeklySummary: boolean('weekly_summary').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.userId] }),
    index('site_members_user_idx').on(t.userId),
    // The weekly sweep reads only the members who opted in: few rows among many.
    index('site_members_weekly_summary_idx').on(t.siteId, t.userId).where(sql`${t.weeklySummary}`),
  ],
);

export const issues = pgTable(
  'issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    status: text('status').$type<IssueStatus>().notNull().default('OPEN'),
    priority: text('priority').$type<PriorityId>().notNull(),
    category: text('category').$type<CategoryId>().notNull(),
    language: text('language'),
    /** Title, description and location in the managers' language, when the issue's text is in another one. */
    translation: jsonb('translation').$type<ReportTranslation>(),
    /** Idempotency-Key of the visitor's submission: a retry returns the first issue. */
    idempotencyKey: text('idempotency_key'),
    /** Set once notification emails for this issue were queued (outbox sweep picks up the rest). */
    notificationsQueuedAt: timestamp('notifications_queued_at', { withTimezone: true }),
    /** Set by the one runner that claimed the issue's overdue notice (conditional UPDATE): it is sent once. */
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('issues_site_status_created_idx').on(t.siteId, t.status, t.createdAt),
    // The overdue sweep reads, for each site and priority, the open issues not yet noticed created before that
    // priority's target: a range of this index each, never every open issue.
    index('issues_overdue_pending_idx')
      .on(t.siteId, t.priority, t.createdAt)
      .where(sql`${t.status} = 'OPEN' and ${t.overdueNotifiedAt} is null`),
    uniqueIndex('issues_site_idempotency_idx').on(t.siteId, t.idempotencyKey),
  ],
);

/** Every upload, from the signed URL being handed out to the file being attached or deleted. */
export const files = pgTable(
  'files',
  {
    key: text('key').primaryKey(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    folder: text('folder').$type<UploadFolder>().notNull(),
    /** pending: URL issued; stored: bytes received and checked; attached: in use by an issue or transcription. */
    status: text('status').notNull().default('pending'),
    contentType: text('content_type'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    createdAt: createdAt(),
    attachedAt: timestamp('attached_at', { withTimezone: true }),
  },
  (t) => [index('files_status_created_idx').on(t.status, t.createdAt)],
);

export const issuePhotos = pgTable(
  'issue_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    fileKey: text('file_key')
      .notNull()
      .unique()
      .references(() => files.key),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('issue_photos_issue_idx').on(t.issueId)],
);

/** Storage of the embedded OpenID Connect provider (grants, codes, sessions, interactions). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
  ],
);

/** Site report requests: accepted at once, sent by a background job, tracked until sent. */
export const reportRequests = pgTable('report_requests', {
  id: uuid('id').primaryKey().defaultRandom(),
  siteId: uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  status: text('status').notNull().default('queued'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** Emails that must go out exactly once (notifications, reports): the job sends, this records it. */
export const sentEmails = pgTable('sent_emails', {
  dedupeKey: text('dedupe_key').primaryKey(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * ID tokens that already started a session (SHA-256 of the token), kept until the token expires, so a
 * token posted again (after logout, or stolen from a log) cannot mint a second session.
 */
export const usedIdTokens = pgTable('used_id_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Invitations to join a site: emailed single-use links, accepted by a signed-in user with the same email. */
export const siteInvitations = pgTable(
  'site_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** SHA-256 of the token in the link; the token itself is only in the email. */
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('site_invitations_site_idx').on(t.siteId)],
);

/** Who an issue is assigned to: a member, or an outside contractor reached by a signed job link. */
export const issueAssignments = pgTable(
  'issue_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    assigneeUserId: uuid('assignee_user_id').references(() => users.id, { onDelete: 'set null' }),
    contractorEmail: text('contractor_email'),
    assignedByUserId: uuid('assigned_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the contractor's job link stops working. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** Set when the assignment is replaced or the job link withdrawn: the link stops working at once. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('issue_assignments_issue_idx').on(t.issueId, t.createdAt)],
);

/** The issue's timeline: reported, triaged, triage changed, assigned, notes, photos, resolved. */
export const issueActivities = pgTable(
  'issue_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ActivityKind>().notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who did it as shown on the timeline (a member's name, a contractor's email, 'Visitor'). */
    actorLabel: text('actor_label'),
    details: jsonb('details').notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('issue_activities_issue_idx').on(t.issueId, t.createdAt)],
);

/** A manager's correction of the automatic triage, kept as a labelled example for later triage work. */
export const triageExamples = pgTable('triage_examples', {
  id: uuid('id').primaryKey().defaultRandom(),
  issueId: uuid('issue_id')
    .notNull()
    .references(() => issues.id, { onDelete: 'cascade' }),
  siteId: uuid('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description').notNull(),
  location: text('location').notNull(),
  language: text('language'),
  predictedPriority: text('predicted_priority').$type<PriorityId>().notNull(),
  predictedCategory: text('predicted_category').$type<CategoryId>().notNull(),
  priority: text('priority').$type<PriorityId>().notNull(),
  category: text('category').$type<CategoryId>().notNull(),
  labelledByUserId: uuid('labelled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/**
 * One visitor's report. Every submission gets a row; several rows share an issue when later reports were
 * attached to an open issue as duplicates. The visitor follows it through a status link (an HMAC of the id,
 * nothing stored). Title, description and location are the visitor's own words with personal details masked.
 */
export const issueReports = pgTable(
  'issue_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    language: text('language'),
    /** The report in the managers' language (a model's translation, added after it was stored), or null. */
    translation: jsonb('translation').$type<ReportTranslation>(),
    priority: text('priority').$type<PriorityId>().notNull(),
    category: text('category').$type<CategoryId>().notNull(),
    /** "Still a problem?": the fixed issue this report says is not fixed. */
    followsIssueId: uuid('follows_issue_id').references(() => issues.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('issue_reports_issue_idx').on(t.issueId),
    index('issue_reports_follows_idx').on(t.followsIssueId),
    uniqueIndex('issue_reports_site_idempotency_idx').on(t.siteId, t.idempotencyKey),
  ],
);

/** Which report brought each photo, so a wrongly attached report can be split out with its photos. */
export const issueReportPhotos = pgTable(
  'issue_report_photos',
  {
    photoId: uuid('photo_id')
      .primaryKey()
      .references(() => issuePhotos.id, { onDelete: 'cascade' }),
    reportId: uuid('report_id')
      .notNull()
      .references(() => issueReports.id, { onDelete: 'cascade' }),
  },
  (t) => [index('issue_report_photos_report_idx').on(t.reportId)],
);

/**
 * A visitor's address for the one "it is fixed" email. Kept apart from reports so no manager query can
 * reach it; deleted when that email is sent or when it expires (90 days), whichever is first.
 */
export const visitorEmails = pgTable(
  'visitor_emails',
  {
    reportId: uuid('report_id')
      .primaryKey()
      .references(() => issueReports.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * Set while one runner sends this address its email: the resolve event's job and the sweep may run at
     * once, and only the holder of an unexpired claim sends. A runner that died leaves it to expire.
     */
    sendingUntil: timestamp('sending_until', { withTimezone: true }),
  },
  (t) => [index('visitor_emails_expires_idx').on(t.expiresAt)],
);

/**
 * A site's webhook endpoint. The signing secret is stored as issued (`whsec_…`): the server needs it to sign
 * every delivery, so it cannot be hashed; it is shown to the owner only once, at creation.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    format: text('format').$type<WebhookFormat>().notNull(),
    events: jsonb('events').$type<WebhookEventType[]>().notNull(),
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhooks_site_idx').on(t.siteId)],
);

/** One row per delivery attempt: the site's delivery log (latest first) and the record of a final failure. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    attempt: integer('attempt').notNull(),
    /** succeeded | retrying | failed (the last attempt failed). */
    status: text('status').$type<WebhookDeliveryStatus>().notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    /** The first few hundred characters of the receiver's answer, for the log; never the whole body. */
    responseExcerpt: text('response_excerpt'),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_deliveries_webhook_idx').on(t.webhookId, t.createdAt)],
);

/**
 * An issue event (issue.created / issue.resolved) whose webhook deliveries were queued, or are being queued.
 * The row is the claim: one runner (the event's listener or the sweep, on any instance) inserts or takes it
 * over once `claimed_until` has passed, queues the deliveries and sets `queued_at`; the sweep queues events of
 * subscribed sites that have no queued row a minute after they happened (the process died in between).
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    issueId: uuid('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    type: text('type').$type<WebhookEventType>().notNull(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.type] }), index('webhook_events_created_idx').on(t.createdAt)],
);

/**
 * Rate-limit counters shared by every instance on this database (decision 006): one row per key with its
 * current window, bumped (or restarted) with INSERT ... ON CONFLICT; rows idle for an hour are swept.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowStart)],
);

/**
 * A member's notification window for one site: the first issue is emailed at once and opens it; issues
 * until `closesAt` wait in notification_digest_items for one digest email.
 */
export const notificationDigestWindows = pgTable(
  'notification_digest_windows',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.siteId] })],
);

/** Issues waiting for a member's next digest email; deleted once the digest went out. */
export const notificationDigestItems = pgTable(
  'notification_digest_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => issues.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.issueId] }),
    index('notification_digest_items_user_site_idx').on(t.userId, t.siteId),
  ],
);

/**
 * One row per member, site and week once that week's summary email was claimed: the primary key lets one runner
 * of any instance take it. `sendingUntil` is the runner's lease (a runner that died lets it go after it);
 * `sentAt` is set once the email went out, and then nobody sends it again.
 */
export const weeklySummaries = pgTable(
  'weekly_summaries',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Monday 00:00 UTC that starts the week the email sums up. */
    weekStart: timestamp('week_start', { withTimezone: true }).notNull(),
    sendingUntil: timestamp('sending_until', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.userId, t.weekStart] })],
);
