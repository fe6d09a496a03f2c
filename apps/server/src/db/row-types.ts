import type { issues, sites, users } from './schema';

// Row types of the tables that several layers pass around (domain events, request helpers, modules).
export type IssueRow = typeof issues.$inferSelect;
export type SiteRow = typeof sites.$inferSelect;
export type UserRow = typeof users.$inferSelect;
