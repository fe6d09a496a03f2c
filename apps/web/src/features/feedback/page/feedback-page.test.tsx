import type { PublicSite } from '@sitewatch/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeHttp } from '../../../testing/fake-http';
import { startAudioRecording } from '../voice/audio-recorder';
import { FeedbackPage } from './feedback-page';

// The real recorder by default (jsdom has no microphone); a test can stand in a finished recording.
vi.mock('../voice/audio-recorder', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../voice/audio-recorder')>();
  return { ...actual, startAudioRecording: vi.fn(actual.startAudioRecording) };
});

const params = { siteId: '6f1c1a54-8e5b-4a8e-9a57-0a4bb0d0c001', siteIdCode: 'c0de-1234' };
const site: PublicSite = {
  id: params.siteId,
  name: 'Central Station',
  feedbackPageSettings: {},
  voiceInputAvailable: false,
};

/** The HTTP boundary: site info, a chat stream the test writes into, and issue creation. */
function fakeServer(options: { site?: PublicSite | null; issueStatus?: number; siteFailures?: number } = {}) {
  let siteFailuresLeft = options.siteFailures ?? 0;
  const encoder = new TextEncoder();
  let streamController: ReadableStreamDefaultController<Uint8Array> | null = null;
  const siteUrl = `/api/public/site/${params.siteId}`;
  const http = installFakeHttp({
    [`GET ${siteUrl}`]: () => {
      if (siteFailuresLeft > 0) {
        siteFailuresLeft -= 1;
        throw new TypeError('network error');
      }
      const found = options.site === undefined ? site : options.site;
      return found ? { body: found } : { status: 404, body: { code: 'NOT_FOUND', message: 'Site not found' } };
    },
    [`POST ${siteUrl}/issue-reporting/chat`]: () => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          streamController = controller;
        },
      });
      return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
    },
    [`POST ${siteUrl}/issues`]: { status: options.issueStatus ?? 201, body: {} },
  });
  return {
    calls: http.calls,
    headersOf: http.headersOf,
    send(message: object) {
      act(() => streamController?.enqueue(encoder.encode(`data: ${JSON.stringify(message)}\n\n`)));
    },
    end() {
      act(() => streamController?.close());
    },
    fail() {
      act(() => streamController?.error(new TypeError('network error')));
    },
  };
}

const draft = {
  id: 'dddddddd',
  type: 'assistantIssueCreated',
  title: 'Wi-Fi down',
  description: 'The Wi-Fi does not connect',
  location: 'Platform 2',
  photoIds: [],
};

beforeEach(() => {
  Object.defineProperty(window.navigator, 'languages', { value: ['en-GB'], configurable: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

// Whole-page journeys in jsdom take a few seconds each on a busy machine.
describe('FeedbackPage', { timeout: 20_000 }, () => {
  it('shows a friendly view for an unknown site or wrong code', async () => {
    fakeServer({ site: null });
    render(<FeedbackPage {...params} />);
    expect(await screen.findByRole('heading', { name: 'This feedback link does not work' })).toBeInTheDocument();
  });

  it('says the page could not be loaded when the site info fails, and loads it again on retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer({ siteFailures: 1 });
    render(<FeedbackPage {...params} />);
    expect(
      await screen.findByText('This page could not be loaded. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Error loading the site', expect.any(TypeError));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Central Station')).toBeInTheDocument();
    expect(screen.queryByText('This page could not be loaded. Check your connection and try again.')).toBeNull();
    expect(server.calls.filter((call) => call.url === `/api/public/site/${params.siteId}`)).toHaveLength(2);
  });

  it('shows the site name, title, intro and four hint cards, and no microphone without transcription', async () => {
    const server = fakeServer();
    render(<FeedbackPage {...params} />);
    // The title shows at once; the site's name and intro follow its info.
    expect(screen.getByRole('heading', { name: "Spotted an issue? Let's get it fixed" })).toBeInTheDocument();
    expect(await screen.findByText('Central Station')).toBeInTheDocument();
    expect(document.title).toBe('Central Station');
    for (const label of ['Internet issue', 'Security issue', 'Maintenance issue', 'Spill or leak']) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Add a photo')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record a voice message' })).toBeNull();
    expect(screen.getByPlaceholderText('Describe the issue you spotted…')).toBeInTheDocument();
    const siteCall = server.calls[0]!;
    expect(server.headersOf(siteCall)).toMatchObject({ 'x-site-id': params.siteId, 'x-site-code': params.siteIdCode });
  });

  it('custom hints from the settings replace the defaults; the microphone shows when voice input is available', async () => {
    fakeServer({
      site: {
        ...site,
        voiceInputAvailable: true,
        feedbackPageSettings: {
          introText: 'Welcome to the station.',
          messageHints: [{ label: 'Lift', message: 'The lift is broken' }],
        },
      },
    });
    render(<FeedbackPage {...params} />);
    expect(await screen.findByText('Welcome to the station.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lift' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Internet issue' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Record a voice message' })).toBeInTheDocument();
  });

  it('a hint sends its message, the reply streams in, and the drafted issue is submitted with an idempotency key', async () => {
    const server = fakeServer();
    render(<FeedbackPage {...params} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Internet issue' }));

    expect(screen.getByText('I want to report a problem with the internet or Wi-Fi.')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'The assistant is typing' })).toBeInTheDocument();
    expect(screen.getByLabelText('Type a message…')).toBeDisabled();
    const chatCall = server.calls.find((call) => call.url.endsWith('/issue-reporting/chat'))!;
    expect(server.headersOf(chatCall)).toMatchObject({ accept: 'text/event-stream', 'x-site-code': params.siteIdCode });
    expect(chatCall.body).toMatchObject({
      language: 'en',
      messages: [{ type: 'userMessage' }],
    });

    server.send({ id: 'aaaaaaaa', type: 'assistantMessage', content: 'Here is **your** ' });
    await waitFor(() => expect(screen.queryByRole('status', { name: 'The assistant is typing' })).toBeNull());
    server.send({ id: 'aaaaaaaa', type: 'assistantMessage', content: 'report.' });
    server.send(draft);
    server.end();
    expect(await screen.findByText('Wi-Fi down')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Type a message…')).toBeEnabled());
    // The markdown renderer is its own chunk; its first load in the test runner takes a moment.
    expect(await screen.findByText('your', { selector: 'strong' }, { timeout: 10_000 })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Report issue' }));
    expect(await screen.findByText('Thank you! Your report has been sent to the site team.')).toBeInTheDocument();
    const issueCall = server.calls.find((call) => call.url.endsWith('/issues'))!;
    expect(issueCall.url).toBe(`/api/public/site/${params.siteId}/issues`);
    expect(server.headersOf(issueCall)).toMatchObject({ 'idempotency-key': expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(issueCall.body).toEqual({
      title: 'Wi-Fi down',
      description: 'The Wi-Fi does not connect',
      location: 'Platform 2',
      photoFileKeys: [],
      language: 'en',
    });

    await userEvent.click(screen.getByRole('link', { name: 'start a new chat' }));
    expect(screen.getByRole('button', { name: 'Internet issue' })).toBeInTheDocument();
    expect(screen.queryByText('Wi-Fi down')).toBeNull();
  });

  it('trims typed text, clears the input on send, shows a send button only with text, and offers a retry on failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = fakeServer();
    render(<FeedbackPage {...params} />);
    const input = await screen.findByLabelText('Describe the issue you spotted…');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await userEvent.type(input, '   ');
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    await userEvent.type(input, ' The lift is stuck {Enter}');
    expect(input).toHaveValue('');
    expect(screen.getByText('The lift is stuck')).toBeInTheDocument();

    server.fail();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message could not be sent.');
    expect(error).toHaveBeenCalledWith('Error sending message', expect.any(TypeError));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.calls.filter((call) => call.url.endsWith('/issue-reporting/chat'))).toHaveLength(2);
  });

  it('says the microphone is not available when the browser cannot record', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeServer({ site: { ...site, voiceInputAvailable: true } });
    render(<FeedbackPage {...params} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Record a voice message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Microphone access denied or not available.');
  });

  it('says so when a recording could not be turned into text', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(startAudioRecording).mockResolvedValueOnce({
      stop: async () => ({
        blob: new Blob(['RIFF'], { type: 'audio/wav' }),
        durationSeconds: 2,
        maxAmplitude: 0.5,
        waveform: [],
      }),
      cancel: () => {},
    });
    // The fake server has no upload route, so the transcription fails.
    fakeServer({ site: { ...site, voiceInputAvailable: true } });
    render(<FeedbackPage {...params} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Record a voice message' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop recording' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your recording could not be turned into text. Please try again or type your message.',
    );
  });

  it('keeps the conversation across a reload', async () => {
    const server = fakeServer();
    const first = render(<FeedbackPage {...params} />);
    await userEvent.type(await screen.findByLabelText('Describe the issue you spotted…'), 'Bin is overflowing{Enter}');
    server.send({ id: 'aaaaaaaa', type: 'assistantMessage', content: 'Where is the bin?' });
    server.end();
    await screen.findByText('Where is the bin?');
    first.unmount();

    fakeServer();
    render(<FeedbackPage {...params} />);
    expect(await screen.findByText('Bin is overflowing')).toBeInTheDocument();
    expect(screen.getByText('Where is the bin?')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Type a message…')).toBeInTheDocument();
  });

  it('lays the page out right to left for a stored Arabic choice', async () => {
    window.localStorage.setItem('languageCode', 'ar');
    fakeServer();
    render(<FeedbackPage {...params} />);
    // Until the Arabic texts arrive, the spinner is labelled with the bundled English.
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
  });

  it('the language sheet lists every language with a check on the current one and switches language', async () => {
    fakeServer();
    render(<FeedbackPage {...params} />);
    await userEvent.click(await screen.findByRole('button', { name: 'EN, Change language: English' }));
    const options = screen.getAllByRole('button', { pressed: false, hidden: true });
    expect(options.length).toBeGreaterThanOrEqual(56);
    expect(screen.getByRole('button', { pressed: true, hidden: true })).toHaveTextContent('English');
    await userEvent.click(screen.getByRole('button', { name: /עברית/, hidden: true }));
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(window.localStorage.getItem('languageCode')).toBe('he');
  });
});
