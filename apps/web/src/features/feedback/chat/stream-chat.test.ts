import { describe, expect, it } from 'vitest';
import { installFakeHttp } from '../../../testing/fake-http';
import { streamChat } from './stream-chat';

const params = { siteId: '6f1c1a54-8e5b-4a8e-9a57-0a4bb0d0c001', siteIdCode: 'code123' };
const request = { messages: [{ id: 'aaaaaaaa', type: 'userMessage' as const, content: 'Hi' }], language: 'en' };
const chatRoute = `POST /api/public/site/${params.siteId}/issue-reporting/chat`;

describe('streamChat', () => {
  it('posts the conversation with the site headers, asking for an event stream', async () => {
    const http = installFakeHttp({
      [chatRoute]: () =>
        new Response('data: {"id":"bbbbbbbb","type":"assistantMessage","content":"Hello"}\n\n', { status: 200 }),
    });
    const received: unknown[] = [];
    await streamChat(params, request, new AbortController().signal, (m) => received.push(m));
    expect(received).toEqual([{ id: 'bbbbbbbb', type: 'assistantMessage', content: 'Hello' }]);
    const call = http.calls[0]!;
    expect(call.url).toBe(`/api/public/site/${params.siteId}/issue-reporting/chat`);
    expect(call.method).toBe('POST');
    expect(http.headersOf(call)).toMatchObject({
      accept: 'text/event-stream',
      'x-site-id': params.siteId,
      'x-site-code': 'code123',
    });
    expect(call.body).toEqual(request);
  });

  it("throws 'No response body' when the answer has no body", async () => {
    installFakeHttp({ [chatRoute]: { status: 200 } });
    await expect(streamChat(params, request, new AbortController().signal, () => {})).rejects.toThrow(
      'No response body',
    );
  });

  it('throws the API error of a non-2xx answer', async () => {
    installFakeHttp({ [chatRoute]: { status: 404, body: { code: 'NOT_FOUND', message: 'Site not found' } } });
    await expect(streamChat(params, request, new AbortController().signal, () => {})).rejects.toMatchObject({
      status: 404,
      message: 'Site not found',
    });
  });
});
