import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: Record<string, string>;
  body: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** Status codes to answer, in order; after the list runs out, `fallbackStatus`. */
  answers: number[];
  fallbackStatus: number;
  close(): Promise<void>;
}

/** A webhook receiver on loopback that records every request and answers the statuses it is told. */
export async function startWebhookReceiver(
  path = '/hooks/sitewatch',
  options: { location?: string } = {},
): Promise<WebhookReceiver> {
  const receiver: Omit<WebhookReceiver, 'url' | 'close'> = { received: [], answers: [], fallbackStatus: 200 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      receiver.received.push({
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const status = receiver.answers.shift() ?? receiver.fallbackStatus;
      response
        .writeHead(status, {
          'content-type': 'text/plain',
          ...(options.location ? { location: options.location } : {}),
        })
        .end(status < 300 ? 'ok' : 'receiver trouble');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
