import type { VisitorReportStatus } from '@sitewatch/shared';
import { maxUploadBytes, stillAProblemPhotoLimit } from '@sitewatch/shared/constants';
import { en } from '@sitewatch/shared/i18n';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeResponse, installFakeHttp } from '../../../testing/fake-http';
import { ReportStatusPage } from './report-status-page';

const params = { siteId: '6f1c1a54-8e5b-4a8e-9a57-0a4bb0d0c001', siteIdCode: 'c0de-1234' };
const token = `${'a'.repeat(32)}${'b'.repeat(43)}`;
const reportUrl = `/api/public/site/${params.siteId}/reports/${token}`;
const uploadTargetUrl = '/api/files/upload/issue-reporting-images?contentType=image%2Fjpeg';
const putUrl = '/files/upload/issue-reporting-images/one';
const fileKey = `issue-reporting-images/${params.siteId}/one`;
const texts = en.visitorReport;

const fixedReport: VisitorReportStatus = {
  title: 'Leak under the sink',
  location: 'Kitchen',
  createdAt: Date.UTC(2026, 10, 20, 9),
  photos: [],
  state: 'fixed',
  fixedAt: Date.UTC(2026, 10, 21, 9),
  language: 'en',
  hasEmail: false,
};

/** The status page's server: the fixed report, the photo folder's upload path, and "still a problem?". */
function fakeServer(put: () => FakeResponse | Promise<FakeResponse> = () => ({ status: 200 })) {
  return installFakeHttp({
    [`GET ${reportUrl}`]: { body: fixedReport },
    [`GET ${uploadTargetUrl}`]: { body: { url: putUrl, key: fileKey } },
    [`PUT ${putUrl}`]: () => put(),
    [`POST ${reportUrl}/still-a-problem`]: { status: 201, body: { statusToken: `${'c'.repeat(32)}${'d'.repeat(43)}` } },
  });
}

const photoFile = (type = 'image/jpeg', size = 2048) => new File([new Uint8Array(size)], 'leak.jpg', { type });
// The pdf and the oversized photo reach the page's own checks (a desktop picker can offer "all files").
const user = () => userEvent.setup({ applyAccept: false });

beforeEach(() => {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-GB'], configurable: true });
  let previews = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${++previews}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  // jsdom decodes no images: the photo is uploaded as chosen, which the downscaling's own warning says.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

async function openFixedReport() {
  render(<ReportStatusPage params={params} token={token} />);
  await screen.findByRole('heading', { name: texts.stillAProblem });
  return screen.getByLabelText(en.page.attachPhoto);
}

describe('the status page’s "still a problem?" photo', () => {
  it('uploads a chosen photo at once, shows it with a remove button, and sends its key with the note', async () => {
    let finishUpload: (answer: FakeResponse) => void = () => {};
    const http = fakeServer(() => new Promise((resolve) => (finishUpload = resolve)));
    const picker = await openFixedReport();
    await user().type(screen.getByLabelText(texts.stillAProblemNote), 'Still dripping');
    await user().upload(picker, photoFile());

    expect(await screen.findByRole('img', { name: en.page.photoAlt })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:preview-/),
    );
    // While it uploads, the follow-up waits for it.
    expect(screen.getByRole('status', { name: en.page.uploading })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: texts.stillAProblemButton });
    expect(send).toBeDisabled();
    finishUpload({ status: 200 });
    await waitFor(() => expect(send).toBeEnabled());
    expect(screen.getByRole('button', { name: en.page.removePhoto })).toBeEnabled();

    await user().click(send);
    expect(await screen.findByText(texts.stillAProblemSent)).toBeInTheDocument();
    const upload = http.calls.find((call) => call.method === 'PUT');
    expect(upload?.url).toBe(putUrl);
    expect(http.calls.find((call) => call.url.endsWith('/still-a-problem'))?.body).toEqual({
      language: 'en',
      note: 'Still dripping',
      photoFileKeys: [fileKey],
    });
  });

  it('takes a removed photo off the follow-up', async () => {
    const http = fakeServer();
    const picker = await openFixedReport();
    await user().upload(picker, photoFile());
    const preview = (await screen.findByRole('img', { name: en.page.photoAlt })).getAttribute('src');
    await user().click(await screen.findByRole('button', { name: en.page.removePhoto }));
    expect(screen.queryByRole('img', { name: en.page.photoAlt })).toBeNull();
    // The preview is given back to the browser.
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(preview);

    await user().click(screen.getByRole('button', { name: texts.stillAProblemButton }));
    await screen.findByText(texts.stillAProblemSent);
    expect(http.calls.find((call) => call.url.endsWith('/still-a-problem'))?.body).toEqual({ language: 'en' });
  });

  it('takes up to the limit of photos, numbering them, then offers no more', async () => {
    fakeServer();
    const picker = await openFixedReport();
    for (let count = 1; count <= stillAProblemPhotoLimit; count++) {
      await user().upload(screen.getByLabelText(en.page.attachPhoto), photoFile());
      await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(count));
    }
    expect(picker).not.toBeInTheDocument();
    expect(screen.queryByLabelText(en.page.attachPhoto)).toBeNull();
    expect(screen.getByRole('button', { name: `${en.page.removePhoto} ${stillAProblemPhotoLimit}` })).toBeVisible();
  });

  it('says in the visitor’s language when a file is no photo or too large, and uploads neither', async () => {
    const http = fakeServer();
    const picker = await openFixedReport();
    await user().upload(picker, new File(['%PDF-1.7'], 'leak.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(en.page.photoWrongType);
    expect(picker).toHaveAccessibleDescription(en.page.photoWrongType);

    // A photo the browser cannot shrink (a HEIC here) goes as it is, so the limit still applies.
    await user().upload(picker, photoFile('image/heic', maxUploadBytes + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('This photo is too large. Choose one of at most 10 MB.');
    expect(http.calls.filter((call) => call.url.startsWith('/api/files/upload'))).toEqual([]);
    expect(screen.queryByRole('img', { name: en.page.photoAlt })).toBeNull();
  });

  it('tells the storage’s refusal apart from a failed upload', async () => {
    let answer: FakeResponse = { status: 415, body: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Not a real image' } };
    fakeServer(() => answer);
    const picker = await openFixedReport();
    await user().upload(picker, photoFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(en.page.photoWrongType);
    expect(screen.queryByRole('img', { name: en.page.photoAlt })).toBeNull();

    answer = { status: 500, body: { code: 'INTERNAL', message: 'Something went wrong' } };
    await user().upload(picker, photoFile());
    expect(await screen.findByRole('alert')).toHaveTextContent(en.page.uploadError);
    expect(screen.getByRole('button', { name: texts.stillAProblemButton })).toBeEnabled();
  });
});
