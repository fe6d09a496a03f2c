import { describe, expect, it } from 'vitest';
import {
  createSitePath,
  dashboardPath,
  invitationPathPrefix,
  loginPath,
  logoutPath,
  portfolioInsightsPath,
  siteInsightsPath,
  siteIssuePath,
  siteMembersPath,
  sitePath,
  siteReportPath,
  siteResolvedPath,
  siteWelcomePath,
} from './paths';

const siteId = '11111111-1111-4111-8111-111111111111';
const issueId = '22222222-2222-4222-8222-222222222222';

describe('paths', () => {
  it('names the fixed pages', () => {
    expect(loginPath).toBe('/login');
    expect(logoutPath).toBe('/u/logout');
    expect(dashboardPath).toBe('/u/dashboard');
    expect(createSitePath).toBe('/u/dashboard/create-site');
    expect(portfolioInsightsPath).toBe('/u/dashboard/insights');
    expect(invitationPathPrefix).toBe('/u/invitation/');
  });

  it("builds a site's pages from its id", () => {
    expect(sitePath(siteId)).toBe(`/u/dashboard/site/${siteId}`);
    expect(siteInsightsPath(siteId)).toBe(`/u/dashboard/site/${siteId}/insights`);
    expect(siteIssuePath(siteId, issueId)).toBe(`/u/dashboard/site/${siteId}/issue/${issueId}/details`);
    expect(siteResolvedPath(siteId)).toBe(`/u/dashboard/site/${siteId}/resolved`);
    expect(siteMembersPath(siteId)).toBe(`/u/dashboard/site/${siteId}/members`);
    expect(siteReportPath(siteId)).toBe(`/u/dashboard/site/${siteId}/generate-report`);
    expect(siteWelcomePath(siteId)).toBe(`/u/dashboard/site/${siteId}/welcome`);
  });

  it('leaves ids as given, as the links always have', () => {
    expect(sitePath('a b/c')).toBe('/u/dashboard/site/a b/c');
  });
});
