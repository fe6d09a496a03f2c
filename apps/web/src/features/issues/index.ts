/** Issues: the live list, the resolved list and its CSV export, and an issue's detail and the work on it. */
export { issueQueryOptions } from './api/get-issue';
export { portfolioList } from './api/get-open-issues';
export { issueActivityQueryOptions } from './api/issue-work';
export { ActivityTimeline } from './components/activity-timeline';
export { AssignPanel } from './components/assign-panel';
export { IssueDetail, IssueNotFound } from './components/issue-detail';
export { IssueTabs } from './components/issue-tabs';
export { LiveIssuesScreen, type LiveIssuesScreenProps } from './components/live-issues-screen';
export { ResolvedIssuesScreen } from './components/resolved-issues-screen';
export { TriageEditor } from './components/triage-editor';
export { useIssueLive } from './hooks/use-issue-live';
