// The app's own URLs (`@sitewatch/shared/paths`), for the web app's links and the server's emails and
// webhooks. No imports, so importing it pulls nothing else (zod above all) into a bundle.

/** Also the sign-in's redirect URI: the identity provider sends the browser back here. */
export const loginPath = '/login';
export const logoutPath = '/u/logout';
/** Leads to the first site, site creation or account setup, whichever the user needs. */
export const dashboardPath = '/u/dashboard';
export const createSitePath = `${dashboardPath}/create-site`;
/** The open issues of every site the user belongs to, in one live list (issue 29). */
export const portfolioIssuesPath = `${dashboardPath}/issues`;
/** The insights of every site the user belongs to, together. */
export const portfolioInsightsPath = `${dashboardPath}/insights`;
/** Where an emailed invitation link points; the token follows as a path segment. */
export const invitationPathPrefix = '/u/invitation/';

/** The site's live issues. */
export const sitePath = (siteId: string) => `${dashboardPath}/site/${siteId}`;
export const siteIssuePath = (siteId: string, issueId: string) => `${sitePath(siteId)}/issue/${issueId}/details`;
export const siteResolvedPath = (siteId: string) => `${sitePath(siteId)}/resolved`;
export const siteMembersPath = (siteId: string) => `${sitePath(siteId)}/members`;
export const siteReportPath = (siteId: string) => `${sitePath(siteId)}/generate-report`;
/** The site's charts and figures: weekly flow, time to resolve, repeat places, busy times, languages. */
export const siteInsightsPath = (siteId: string) => `${sitePath(siteId)}/insights`;
/** The site's QR code and share link, for the team. */
export const siteWelcomePath = (siteId: string) => `${sitePath(siteId)}/welcome`;
