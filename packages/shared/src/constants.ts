// The zod-free entry (`@sitewatch/shared/constants`): wire constants and pure helpers the visitor
// page imports without pulling zod into its bundle, and what the dashboard's live list needs before it shows
// (priorities, categories, its filters, and the readers of its answers). Nothing exported here may import zod
// (constants.test.ts follows every import).

export * from './audio/encode-wav';
export * from './feedback/chat-rules';
export * from './feedback/languages';
export * from './files/upload-limits';
export * from './format/format-date';
export * from './format/format-day-time';
export * from './http/headers';
export * from './http/read-api-error-body';
export * from './http/read-json';
export * from './issues/categories';
export * from './issues/filters';
export * from './issues/issue-limits';
export * from './issues/issue-rules';
export * from './issues/open-list-rows';
export * from './issues/priorities';
export * from './issues/priority-palette';
export * from './issues/visitor-report-rules';
export * from './monitoring/monitoring-rules';
export * from './sites/read-site';
export * from './sites/site-rules';
export * from './sse/parse-sse';
export * from './users/read-user';
