import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamChat } from './stream-chat';

const params = { siteId: '6f1c1a54-8e5b-4a8e-9a57-0a4bb0d0c001', siteIdCode: 'code123' };
const request = { messages: [{ id: 'aaaaaaaa', type: 'userMessage' as const, content: 'Hi' }], language: 'en' };

afterEach(() => vi.unstubAllGlobals());

describe('streamChat', () => {
  it('posts the conversation with the site headers, asking for an event stream', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('data: {"id":"bbbbbbbb","type":"assistantMessage","content":"Hello"}\n\n', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const received: unknown[] = [];
    await streamChat(params, request, new AbortController().signal, (m) => received.push(m));
    expect(received).toEqual([{ id: 'bbbbbbbb', type: 'assistantMessage', content: 'Hello' }]);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(`/api/public/site/${params.siteId}/issue-reporting/chat`);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({
      accept: 'text/event-stream',
      'x-site-id': params.siteId,
      'x-site-code': 'code123',
    });
    expect(JSON.parse(String(init.body))).toEqual(request);
  });

  it("throws 'No response body' when the answer has no body", async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 200 }));
    await expect(streamChat(params, request, new AbortController().signal, () => {})).rejects.toThrow(
      'No response body',
    );
  });

  it('throws the API error of a non-2xx answer', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Site not found' }), { status: 404 }),
    );
    await expect(streamChat(params, request, new AbortController().signal, () => {})).rejects.toMatchObject({
      status: 404,
      message: 'Site not found',
    });
  });
});
