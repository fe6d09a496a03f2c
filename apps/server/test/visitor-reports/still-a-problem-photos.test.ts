import {
  createIssueResponse,
  issueDetail,
  jobPathPrefix,
  jobView,
  stillAProblemPhotoLimit,
  visitorReportStatus,
} from '@sitewatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, issueReports } from '../../src/db/schema';
import { readStatusToken } from '../../src/modules/visitor-reports/status-token';
import { webOnly } from '../assistant/support/web-only';
import { makeJpeg } from '../files/sample-files';
import { createTestUpload } from '../public-issues/support/stored-upload';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { errorBodyOf } from '../support/error-body';
import { createTestSite, createTestUser, publicSiteHeaders, signInHeaders } from '../support/factories';
import { readLinkFromOutbox, readOutbox } from '../support/outbox';

let addressCounter = 0;
const nextAddress = () => `10.26.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

// "Still a problem?" with a photo of what is still wrong: claimed like a report's photo, shown to whoever gets the job.
describe('still a problem, with a photo', () => {
  let t: TestApp;
  type Site = Awaited<ReturnType<typeof createTestSite>>;
  let site: Site;
  let otherSite: Site;
  let managerHeaders: Record<string, string>;
  const db = () => t.testDatabase.database.db;
  const secret = () => Buffer.from(t.config.APP_SECRET ?? '', 'utf8');

  beforeAll(async () => {
    t = await buildTestApp(webOnly);
    const manager = await createTestUser(db());
    site = await createTestSite(db(), { memberIds: [manager.id], name: 'Harbour Market' });
    otherSite = await createTestSite(db());
    managerHeaders = await signInHeaders(db(), manager.id);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A visitor's report at the site, then marked fixed by the manager. */
  async function fixedReport(title: string, contractorEmail?: string) {
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/public/site/${site.id}/issues`,
      headers: publicSiteHeaders(site),
      remoteAddress: nextAddress(),
      payload: { title, description: `${title} by the stalls`, location: 'Fish hall' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const issue = createIssueResponse.parse(created.json());
    if (contractorEmail) {
      const assigned = await t.app.inject({
        method: 'POST',
        url: `/api/site/${site.id}/issues/${issue.id}/assignment`,
        headers: managerHeaders,
        payload: { contractorEmail },
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
    }
    const resolved = await t.app.inject({
      method: 'POST',
      url: `/api/site/${site.id}/issues/${issue.id}/resolve`,
      headers: managerHeaders,
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    return issue;
  }

  /** The chat's upload path: an upload address for the photo folder, then the bytes PUT there. */
  async function uploadPhoto(target: Site = site): Promise<string> {
    const address = await t.app.inject({
      method: 'GET',
      url: '/api/files/upload/issue-reporting-images?contentType=image/jpeg',
      headers: publicSiteHeaders(target),
      remoteAddress: nextAddress(),
    });
    expect(address.statusCode, address.body).toBe(200);
    const { url, key } = address.json() as { url: string; key: string };
    const put = await t.app.inject({
      method: 'PUT',
      url: url.replace(t.config.PUBLIC_URL, ''),
      headers: { 'content-type': 'image/jpeg' },
      payload: makeJpeg(),
    });
    expect(put.statusCode, put.body).toBeLessThan(300);
    return key;
  }

  const stillAProblem = (statusToken: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/site/${site.id}/reports/${statusToken}/still-a-problem`,
      headers: publicSiteHeaders(site),
      remoteAddress: nextAddress(),
      payload,
    });
  const detail = async (issueId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/site/${site.id}/issues/${issueId}`,
      headers: managerHeaders,
    });
    expect(res.statusCode, res.body).toBe(200);
    return issueDetail.parse(res.json());
  };
  const followUpIssueId = async (statusToken: string) => {
    const reportId = readStatusToken(secret(), statusToken) ?? '';
    const [row] = await db().select().from(issueReports).where(eq(issueReports.id, reportId));
    return row?.issueId ?? '';
  };
  const fileStatus = async (key: string) =>
    (await db().select({ status: files.status }).from(files).where(eq(files.key, key)))[0]?.status;

  it('attaches the photo to the follow-up, which the contractor’s new job link shows with the note', async () => {
    const contractorEmail = 'stallfixer@example.com';
    const first = await fixedReport('Drain blocked', contractorEmail);
    const photo = await uploadPhoto();

    const res = await stillAProblem(first.statusToken, { note: 'Water back up to the kerb', photoFileKeys: [photo] });
    expect(res.statusCode, res.body).toBe(201);
    const { statusToken } = res.json() as { statusToken: string };
    expect(await fileStatus(photo)).toBe('attached');

    // The manager's detail: the follow-up issue and its one report carry the photo.
    const followUp = await detail(await followUpIssueId(statusToken));
    expect(followUp.followsIssueId).toBe(first.id);
    expect(followUp.photos).toHaveLength(1);
    expect(followUp.reports[0]?.photos).toEqual(followUp.photos);
    // The visitor's new status link shows it too, through the token.
    const status = visitorReportStatus.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/public/site/${site.id}/reports/${statusToken}`,
          headers: publicSiteHeaders(site),
        })
      ).json(),
    );
    expect(status.photos).toEqual(followUp.photos);
    const photoRedirect = await t.app.inject({
      method: 'GET',
      url: `/api/public/reports/${statusToken}/photos/${status.photos[0]?.id}`,
    });
    expect(photoRedirect.statusCode).toBe(302);

    // Handed back to the contractor: a second job link, for the new issue, showing the note and the photo.
    const jobMails = async () =>
      (await readOutbox(t.config.DATA_DIR, contractorEmail)).filter((mail) => mail.text.includes(jobPathPrefix));
    await expect.poll(async () => (await jobMails()).length).toBe(2);
    const link = await readLinkFromOutbox(t.config.DATA_DIR, contractorEmail, `${t.config.PUBLIC_URL}${jobPathPrefix}`);
    const [linkSiteId, token] = link.slice(`${t.config.PUBLIC_URL}${jobPathPrefix}`.length).split('/');
    const job = await t.app.inject({ method: 'GET', url: `/api/public/site/${linkSiteId}/jobs/${token}` });
    expect(job.statusCode, job.body).toBe(200);
    const view = jobView.parse(job.json());
    expect(view.issue.id).toBe(followUp.id);
    expect(view.issue.description).toBe('Water back up to the kerb');
    expect(view.issue.photos).toEqual(followUp.photos);
    expect(view.photoUrls).toHaveLength(1);
    const image = await t.app.inject({
      method: 'GET',
      url: (view.photoUrls[0] ?? '').replace(t.config.PUBLIC_URL, ''),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('rejects a photo that is not a stored upload of this site’s photos, each with the same answer, storing nothing', async () => {
    const first = await fixedReport('Light out');
    const unknown = 'issue-reporting-images/not-a-real-key';
    const otherSites = await uploadPhoto(otherSite);
    const alreadyAttached = await uploadPhoto();
    const voice = await createTestUpload(db(), { siteId: site.id, folder: 'transcription-tasks' });
    const notUploaded = await createTestUpload(db(), { siteId: site.id, status: 'pending' });
    const attach = await stillAProblem((await fixedReport('Tap dripping')).statusToken, {
      photoFileKeys: [alreadyAttached],
    });
    expect(attach.statusCode, attach.body).toBe(201);

    const answers = [];
    for (const key of [unknown, otherSites, alreadyAttached, voice, notUploaded]) {
      const res = await stillAProblem(first.statusToken, { note: 'Still dark', photoFileKeys: [key] });
      expect(res.statusCode, key).toBe(400);
      // Only the key the visitor sent comes back, in words that do not say which case it was.
      answers.push(JSON.stringify(errorBodyOf(res)).replaceAll(key, '{key}'));
    }
    expect(new Set(answers).size).toBe(1);
    expect(JSON.parse(answers[0] ?? '{}')).toEqual({
      code: 'BAD_REQUEST',
      message: 'Some photos cannot be attached: upload them again and resend the report.',
      fieldErrors: {
        photoFileKeys: ["{key} is not a photo uploaded for this site's reports, or it is already attached to an issue"],
      },
    });
    // Nothing was stored: the fixed issue has no follow-up, the other site's upload is still its own to use.
    expect((await detail(first.id)).followedByIssueIds).toEqual([]);
    expect(await fileStatus(otherSites)).toBe('stored');

    // With a good photo the same link still works.
    const good = await uploadPhoto();
    const res = await stillAProblem(first.statusToken, { note: 'Still dark', photoFileKeys: [good] });
    expect(res.statusCode, res.body).toBe(201);
    const followUp = await detail(await followUpIssueId((res.json() as { statusToken: string }).statusToken));
    expect(followUp.photos).toHaveLength(1);
  });

  it('checks the photo list field by field: a list of at most the limit, of keys', async () => {
    const first = await fixedReport('Door jammed');
    const tooMany = Array.from(
      { length: stillAProblemPhotoLimit + 1 },
      (_, index) => `issue-reporting-images/${index}`,
    );
    const cases: [unknown, string][] = [
      ['one-key', 'photoFileKeys'],
      [tooMany, 'photoFileKeys'],
      [[''], 'photoFileKeys.0'],
      [['x'.repeat(301)], 'photoFileKeys.0'],
      [[42], 'photoFileKeys.0'],
    ];
    for (const [photoFileKeys, field] of cases) {
      const res = await stillAProblem(first.statusToken, { photoFileKeys });
      expect(res.statusCode, JSON.stringify(photoFileKeys)).toBe(400);
      expect(Object.keys(errorBodyOf(res).fieldErrors ?? {})).toEqual([field]);
    }
    const repeated = await uploadPhoto();
    const twice = await stillAProblem(first.statusToken, { photoFileKeys: [repeated, repeated] });
    expect(twice.statusCode).toBe(400);
    expect(errorBodyOf(twice).fieldErrors).toEqual({ photoFileKeys: [`${repeated} is listed more than once`] });
    expect(await fileStatus(repeated)).toBe('stored');
    expect((await detail(first.id)).followedByIssueIds).toEqual([]);
  });

  it('still takes a follow-up without a photo', async () => {
    const first = await fixedReport('Bin overflowing');
    const res = await stillAProblem(first.statusToken, { note: 'Full again' });
    expect(res.statusCode, res.body).toBe(201);
    const followUp = await detail(await followUpIssueId((res.json() as { statusToken: string }).statusToken));
    expect(followUp.description).toBe('Full again');
    expect(followUp.photos).toEqual([]);
  });
});
