import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { requestIdHeaderName } from '@sitewatch/shared';

const wellFormed = /^[A-Za-z0-9._:-]{8,128}$/;

/** A proxy's request id is kept when it looks like one (so logs line up end to end); otherwise a new UUID. */
export function generateRequestId(request: IncomingMessage): string {
  const given = request.headers[requestIdHeaderName];
  return typeof given === 'string' && wellFormed.test(given) ? given : randomUUID();
}
