import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { hostOf, resolveWebhookHost } from './check-webhook-target';

/** How much of a receiver's answer the delivery log keeps. */
export const responseExcerptLength = 300;

export interface WebhookResponse {
  statusCode: number;
  /** The start of the answer's body, for the log. */
  excerpt: string;
}

/**
 * POSTs one delivery. The host is resolved and checked here, at delivery (DNS may have changed since the
 * endpoint was saved), and the connection goes to the address that was checked. Redirects are not followed:
 * a 3xx is an answer like any other. The whole attempt is limited to `timeoutMs`.
 */
export async function postToWebhook(options: {
  url: string;
  body: string;
  headers: Record<string, string>;
  timeoutMs: number;
  allowPrivate: boolean;
}): Promise<WebhookResponse> {
  const url = new URL(options.url);
  const [target] = await resolveWebhookHost(hostOf(url), { allowPrivate: options.allowPrivate });
  if (!target) throw new Error('no address');
  const pinnedLookup: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<WebhookResponse>((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(options.body)),
          'user-agent': 'Sitewatch-Webhooks/1',
          ...options.headers,
        },
        lookup: pinnedLookup,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          // Read the whole answer (so the connection ends cleanly) but keep only its start.
          if (kept < responseExcerptLength) {
            chunks.push(chunk);
            kept += chunk.length;
          }
        });
        response.on('end', () =>
          resolve({
            statusCode: response.statusCode ?? 0,
            excerpt: Buffer.concat(chunks).toString('utf8').slice(0, responseExcerptLength),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', (error) =>
      reject(error.name === 'AbortError' ? new Error(`No answer within ${options.timeoutMs} ms`) : error),
    );
    request.end(options.body);
  });
}
