/** Email notifications of new issues (one at a time or a digest), and the issue link every email uses. */
export { issueDetailsUrl } from './issue-notification-email';
export { notificationsJobs } from './notifications.jobs';
