import { describe, expect, it } from 'vitest';
import {
  chatPathOfBrokenReportLink,
  createSitePath,
  dashboardPath,
  feedbackPath,
  invitationPath,
  invitationPathPrefix,
  isFeedbackPagePath,
  jobPath,
  loginPath,
  logoutPath,
  onboardingPath,
  parseFeedbackPath,
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
  statusPagePath,
} from './paths';

const siteId = '11111111-1111-4111-8111-111111111111';
const issueId = '22222222-2222-4222-8222-222222222222';

describe('paths', () => {
  it('names the fixed pages', () => {
    expect(loginPath).toBe('/login');
    expect(logoutPath).toBe('/u/logout');
    expect(onboardingPath).toBe('/u/onboarding');
    expect(dashboardPath).toBe('/u/dashboard');
    expect(createSitePath).toBe('/u/dashboard/create-site');
    expect(portfolioIssuesPath).toBe('/u/dashboard/issues');
    expect(portfolioInsightsPath).toBe('/u/dashboard/insights');
    expect(invitationPathPrefix).toBe('/u/invitation/');
    expect(invitationPath('Zx9_abc')).toBe('/u/invitation/Zx9_abc');
  });

  it("builds a site's pages from its id", () => {
    expect(sitePath(siteId)).toBe(`/u/dashboard/site/${siteId}`);
    expect(siteInsightsPath(siteId)).toBe(`/u/dashboard/site/${siteId}/insights`);
    expect(siteLiveIssuesPath(siteId)).toBe(`/u/dashboard/site/${siteId}/issues`);
    expect(siteIssuePath(siteId, issueId)).toBe(`/u/dashboard/site/${siteId}/issue/${issueId}/details`);
    expect(siteResolvedPath(siteId)).toBe(`/u/dashboard/site/${siteId}/resolved`);
    expect(siteMembersPath(siteId)).toBe(`/u/dashboard/site/${siteId}/members`);
    expect(siteReportPath(siteId)).toBe(`/u/dashboard/site/${siteId}/generate-report`);
    expect(siteWelcomePath(siteId)).toBe(`/u/dashboard/site/${siteId}/welcome`);
  });

  it('leaves ids as given, as the links always have', () => {
    expect(sitePath('a b/c')).toBe('/u/dashboard/site/a b/c');
  });

  it("builds a contractor's job page and a visitor's pages", () => {
    expect(jobPath(siteId, 'a~b~c')).toBe(`/job/${siteId}/a~b~c`);
    expect(feedbackPath({ siteId: 'a1b2', siteIdCode: 'Xy_9 z' })).toBe('/feedback/a1b2/Xy_9%20z');
    const token = `${'ab'.repeat(16)}${'T'.repeat(43)}`;
    expect(statusPagePath({ siteId: 's', siteIdCode: 'c/d' }, token)).toBe(`/feedback/s/c%2Fd/report/${token}`);
  });

  it('sends every address under /feedback/ to the visitor page, and nothing else', () => {
    expect(isFeedbackPagePath('/feedback/s/c')).toBe(true);
    expect(isFeedbackPagePath('/feedback/broken')).toBe(true);
    expect(isFeedbackPagePath('/feedback')).toBe(false);
    expect(isFeedbackPagePath('/feedbacks/s/c')).toBe(false);
    expect(isFeedbackPagePath(dashboardPath)).toBe(false);
  });
});

describe('parseFeedbackPath', () => {
  it('reads /feedback/{siteId}/{siteIdCode}, with or without a trailing slash', () => {
    const params = { siteId: '6f1c1a54-8e5b-4a8e-9a57-0a4bb0d0c001', siteIdCode: 'fdjVKzV08xL53wQLyou0Lg' };
    expect(parseFeedbackPath(`/feedback/${params.siteId}/${params.siteIdCode}`)).toEqual(params);
    expect(parseFeedbackPath(`/feedback/${params.siteId}/${params.siteIdCode}/`)).toEqual(params);
  });

  it('reads a report status page /feedback/{siteId}/{siteIdCode}/report/{token} (issue 14)', () => {
    const token = `${'ab'.repeat(16)}${'T'.repeat(43)}`;
    expect(parseFeedbackPath(`/feedback/site-1/code-1/report/${token}`)).toEqual({
      siteId: 'site-1',
      siteIdCode: 'code-1',
      statusToken: token,
    });
  });

  it('refuses other shapes', () => {
    for (const path of [
      '/feedback/',
      '/feedback/only-id',
      '/feedback/a/b/c',
      '/feedback/a/%E0%A4%A',
      '/feedback/a/b/report/not-a-token',
      '/feedback/a/b/report/',
    ]) {
      expect(parseFeedbackPath(path)).toBeNull();
    }
  });

  it("offers the site's chat from a status link cut short, and nothing from an address without a site", () => {
    expect(chatPathOfBrokenReportLink('/feedback/site-1/code-1/report/not-a-token')).toBe('/feedback/site-1/code-1');
    expect(chatPathOfBrokenReportLink('/feedback/site-1/code-1/report')).toBe('/feedback/site-1/code-1');
    expect(chatPathOfBrokenReportLink('/feedback/only-id')).toBeUndefined();
    expect(chatPathOfBrokenReportLink('/feedback/a/b/c')).toBeUndefined();
  });
});
