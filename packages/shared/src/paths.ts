// The app's own URLs (`@sitewatch/shared/paths`): the web app's route table, links and redirects, the server's
// emails, webhooks and page routing. It imports only the zod-free status token rule, so importing it pulls
// nothing else (zod above all) into a bundle.
import { statusTokenPattern } from './issues/visitor-report-rules';

/** Also the sign-in's redirect URI: the identity provider sends the browser back here. */
export const loginPath = '/login';
/** The signed-in area: the user is loaded before any page under it renders. */
export const userAreaPath = '/u';
export const logoutPath = `${userAreaPath}/logout`;
/** Account setup (a name, notifications): where a user without a name is sent first. */
export const onboardingPath = `${userAreaPath}/onboarding`;
/** Leads to the first site, site creation or account setup, whichever the user needs. */
export const dashboardPath = `${userAreaPath}/dashboard`;
export const createSitePath = `${dashboardPath}/create-site`;
/** The open issues of every site the user belongs to, in one live list (issue 29). */
export const portfolioIssuesPath = `${dashboardPath}/issues`;
/** The insights of every site the user belongs to, together. */
export const portfolioInsightsPath = `${dashboardPath}/insights`;
/** Where an emailed invitation link points; the token follows as a path segment. */
export const invitationPathPrefix = `${userAreaPath}/invitation/`;
export const invitationPath = (token: string) => `${invitationPathPrefix}${token}`;

/** The site's live issues. */
export const sitePath = (siteId: string) => `${dashboardPath}/site/${siteId}`;
/** The live issues again, under the address the side menu's first versions linked to. */
export const siteLiveIssuesPath = (siteId: string) => `${sitePath(siteId)}/issues`;
export const siteIssuePath = (siteId: string, issueId: string) => `${sitePath(siteId)}/issue/${issueId}/details`;
export const siteResolvedPath = (siteId: string) => `${sitePath(siteId)}/resolved`;
export const siteMembersPath = (siteId: string) => `${sitePath(siteId)}/members`;
export const siteReportPath = (siteId: string) => `${sitePath(siteId)}/generate-report`;
/** The site's charts and figures: weekly flow, time to resolve, repeat places, busy times, languages. */
export const siteInsightsPath = (siteId: string) => `${sitePath(siteId)}/insights`;
/** The site's QR code and share link, for the team. */
export const siteWelcomePath = (siteId: string) => `${sitePath(siteId)}/welcome`;

/** Where an emailed job link points; the site and the signed token follow as path segments. */
export const jobPathPrefix = '/job/';
/** A contractor's job page: no sign-in, the token is the permission. */
export const jobPath = (siteId: string, token: string) => `${jobPathPrefix}${siteId}/${token}`;

/**
 * The visitor's pages (spec section 2): everything under this prefix is the small feedback page (its own HTML,
 * feedback.html), a link it cannot read included, which then says so.
 */
export const feedbackPathPrefix = '/feedback/';

export function isFeedbackPagePath(pathname: string): boolean {
  return pathname.startsWith(feedbackPathPrefix);
}

/** A site's feedback page: /feedback/{siteId}/{siteIdCode}, what its QR code opens. */
export function feedbackPath(site: { siteId: string; siteIdCode: string }): string {
  return `${feedbackPathPrefix}${encodeURIComponent(site.siteId)}/${encodeURIComponent(site.siteIdCode)}`;
}

/** The status page of a report (issue 14), under the feedback link so it loads the small visitor page. */
export function statusPagePath(site: { siteId: string; siteIdCode: string }, token: string): string {
  return `${feedbackPath(site)}/report/${token}`;
}

const feedbackPathShape = /^\/feedback\/([^/]+)\/([^/]+)(?:\/report\/([^/]+))?\/?$/;
const brokenReportPathShape = /^\/feedback\/([^/]+)\/([^/]+)\/report(?:\/|$)/;

/**
 * The site (and the report, on a status page) a visitor's address names; null for anything else under
 * `feedbackPathPrefix`, a status token of the wrong shape included.
 */
export function parseFeedbackPath(
  pathname: string,
): { siteId: string; siteIdCode: string; statusToken?: string } | null {
  const match = feedbackPathShape.exec(pathname);
  if (!match) return null;
  if (match[3] !== undefined && !statusTokenPattern.test(match[3])) return null;
  try {
    const site = { siteId: decodeURIComponent(match[1]!), siteIdCode: decodeURIComponent(match[2]!) };
    return match[3] ? { ...site, statusToken: match[3] } : site;
  } catch {
    return null;
  }
}

/** The chat of a status link whose token is cut short or mistyped: the site part may still be good. */
export function chatPathOfBrokenReportLink(pathname: string): string | undefined {
  const match = brokenReportPathShape.exec(pathname);
  return match ? `${feedbackPathPrefix}${match[1]}/${match[2]}` : undefined;
}
