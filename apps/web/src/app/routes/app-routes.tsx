import {
  createSitePath,
  dashboardPath,
  invitationPath,
  jobPath,
  loginPath,
  logoutPath,
  onboardingPath,
  portfolioInsightsPath,
  portfolioIssuesPath,
  siteInsightsPath,
  siteIssuePath,
  siteLiveIssuesPath,
  siteMembersPath,
  sitePath,
  siteReportPath,
  siteResolvedPath,
  siteWelcomePath,
  userAreaPath,
} from '@sitewatch/shared/paths';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageSpinner } from '../../ui/spinner';
import { LandingPage } from './landing-page';
import { NotFoundPage } from './not-found-page';

// Every screen is a chunk of its own: the signed-in shell and the live list load only what they show;
// the issue detail, members, resolved list, insights (and its chart library), welcome (QR) and report screens
// load when opened.
const LoginPage = lazy(() => import('./login-page').then((m) => ({ default: m.LoginPage })));
const UserArea = lazy(() => import('./user-area').then((m) => ({ default: m.UserArea })));
const UserIndexRoute = lazy(() => import('./user-index-page').then((m) => ({ default: m.UserIndexRoute })));
const OnboardingRoute = lazy(() => import('./onboarding-page').then((m) => ({ default: m.OnboardingRoute })));
const UserRoutesNotFound = lazy(() => import('./user-area').then((m) => ({ default: m.UserRoutesNotFound })));
const LogoutPage = lazy(() => import('./logout-page').then((m) => ({ default: m.LogoutPage })));
const DashboardRedirect = lazy(() => import('./dashboard-redirect').then((m) => ({ default: m.DashboardRedirect })));
const SiteCreatePage = lazy(() => import('./site-create-page').then((m) => ({ default: m.SiteCreatePage })));
const SiteArea = lazy(() => import('./site-area').then((m) => ({ default: m.SiteArea })));
const SiteLiveIssuesRoute = lazy(() =>
  import('./site-live-issues-page').then((m) => ({ default: m.SiteLiveIssuesRoute })),
);
const SiteIssueRoute = lazy(() => import('./site-issue-page').then((m) => ({ default: m.SiteIssueRoute })));
const SiteWelcomeRoute = lazy(() => import('./site-welcome-page').then((m) => ({ default: m.SiteWelcomeRoute })));
const SiteReportRoute = lazy(() => import('./site-area').then((m) => ({ default: m.SiteReportRoute })));
const SiteResolvedIssuesRoute = lazy(() =>
  import('./site-resolved-issues-page').then((m) => ({ default: m.SiteResolvedIssuesRoute })),
);
const SiteInsightsRoute = lazy(() => import('./site-insights-page').then((m) => ({ default: m.SiteInsightsRoute })));
const PortfolioInsightsRoute = lazy(() =>
  import('./portfolio-insights-page').then((m) => ({ default: m.PortfolioInsightsRoute })),
);
const PortfolioIssuesRoute = lazy(() =>
  import('./portfolio-issues-page').then((m) => ({ default: m.PortfolioIssuesRoute })),
);
const SiteMembersRoute = lazy(() => import('./site-members-page').then((m) => ({ default: m.SiteMembersRoute })));
const InvitationPage = lazy(() => import('./invitation-page').then((m) => ({ default: m.InvitationPage })));
const JobPage = lazy(() => import('./job-page').then((m) => ({ default: m.JobPage })));

// The route patterns are the shared paths with parameters in place of the ids, so a link and its route cannot
// drift apart. `useParams` reads these names.
const siteId = ':siteId';
const issueId = ':issueId';

/**
 * Every URL of the dashboard app in one table (spec section 2). `UserArea` loads the signed-in
 * user and `SiteArea` the site before their child routes render; the visitor's feedback page is
 * a separate entry (`feedback-entry.tsx`).
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path={loginPath} element={<LoginPage />} />
        <Route path={userAreaPath} element={<UserArea />}>
          <Route index element={<UserIndexRoute />} />
          <Route path={onboardingPath} element={<OnboardingRoute />} />
          <Route path={logoutPath} element={<LogoutPage />} />
          <Route path={dashboardPath}>
            <Route index element={<DashboardRedirect />} />
            <Route path={createSitePath} element={<SiteCreatePage />} />
            <Route path={portfolioIssuesPath} element={<PortfolioIssuesRoute />} />
            <Route path={portfolioInsightsPath} element={<PortfolioInsightsRoute />} />
            <Route path={sitePath(siteId)} element={<SiteArea />}>
              <Route index element={<SiteLiveIssuesRoute />} />
              <Route path={siteLiveIssuesPath(siteId)} element={<SiteLiveIssuesRoute />} />
              <Route path={siteIssuePath(siteId, issueId)} element={<SiteIssueRoute />} />
              <Route path={siteReportPath(siteId)} element={<SiteReportRoute />} />
              <Route path={siteResolvedPath(siteId)} element={<SiteResolvedIssuesRoute />} />
              <Route path={siteInsightsPath(siteId)} element={<SiteInsightsRoute />} />
              <Route path={siteMembersPath(siteId)} element={<SiteMembersRoute />} />
              <Route path={siteWelcomePath(siteId)} element={<SiteWelcomeRoute />} />
              <Route path="*" element={<SiteWelcomeRoute />} />
            </Route>
            <Route path="*" element={<DashboardRedirect />} />
          </Route>
          <Route path={invitationPath(':token')} element={<InvitationPage />} />
          <Route path="*" element={<UserRoutesNotFound />} />
        </Route>
        <Route path={jobPath(':siteId', ':token')} element={<JobPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
