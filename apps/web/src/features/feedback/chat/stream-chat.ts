import type { ChatMessage, ChatRequest } from '@sitewatch/shared';
import { toPublicApiError } from '../lib/public-fetch';
import { type SiteParams, siteHeaders } from '../lib/site-headers';
import { readSseMessages } from '../lib/sse-reader';

/**
 * POST /api/public/site/{siteId}/issue-reporting/chat, asking for an event stream, and hands each
 * streamed message to onMessage until the stream ends (spec sections 4 and 7).
 */
export async function streamChat(
  params: SiteParams,
  request: ChatRequest,
  signal: AbortSignal,
  onMessage: (message: ChatMessage) => void,
): Promise<void> {
  const response = await fetch(`/api/public/site/${encodeURIComponent(params.siteId)}/issue-reporting/chat`, {
    method: 'POST',
    headers: { ...siteHeaders(params), accept: 'text/event-stream', 'content-type': 'application/json' },
    body: JSON.stringify(request),
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw await toPublicApiError(response);
  if (!response.body) throw new Error('No response body');
  await readSseMessages(response.body, onMessage);
}
