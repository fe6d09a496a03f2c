import { describe, expect, it } from 'vitest';
import { chatPathOfBrokenReportLink, parseFeedbackPath } from './feedback-entry';

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
