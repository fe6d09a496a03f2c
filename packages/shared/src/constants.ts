// The zod-free entry (`@sitewatch/shared/constants`): wire constants and pure helpers the visitor
// page imports without pulling zod into its bundle. Nothing exported here may import zod.

export * from './audio/encode-wav';
export * from './feedback/chat-rules';
export * from './feedback/languages';
export * from './files/upload-limits';
export * from './format/format-date';
export * from './format/format-day-time';
export * from './http/headers';
export * from './http/read-api-error-body';
export * from './issues/issue-limits';
export * from './issues/priority-palette';
export * from './issues/visitor-report-rules';
export * from './monitoring/monitoring-rules';
export * from './sse/parse-sse';
