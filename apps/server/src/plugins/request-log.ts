import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A request at least this slow is always logged, whatever the sample rate. */
export const slowRequestMs = 1000;

export interface RequestLogOptions {
  /** LOG_REQUEST_SAMPLE: the share of successful, fast requests logged (1 logs every request). */
  sample: number;
  /** Tests pass a fixed source; Math.random otherwise. */
  random?: () => number;
}

/** Errors (4xx, 5xx) and slow requests are always logged; other requests with the configured probability. */
export function isRequestLogged(options: {
  status: number;
  ms: number;
  sample: number;
  random: () => number;
}): boolean {
  if (options.status >= 400 || options.ms >= slowRequestMs || options.sample >= 1) return true;
  return options.sample > 0 && options.random() < options.sample;
}

/**
 * The route pattern (`/api/site/:siteId/issues/open`), never the raw URL: query strings and some paths carry
 * tokens (a visitor's status link, a contractor's job link). A request no route matched (the web app's pages,
 * a 404) is named by its first path segment only.
 */
export function requestRouteName(request: Pick<FastifyRequest, 'routeOptions' | 'url'>): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  const first = /^\/[A-Za-z0-9_.-]{0,40}/.exec(request.url)?.[0] ?? '/';
  return first === '/' ? '/' : `${first}/*`;
}

/**
 * One log line per request, written when it is answered, instead of Fastify's two ("incoming request" with the
 * raw URL, then "request completed"): method, route, status, duration and, from the request's logger, its id.
 * On a busy instance LOG_REQUEST_SAMPLE keeps a share of the successful ones.
 */
class RequestLogController extends LogController {
  readonly #sample: number;
  readonly #random: () => number;

  constructor(options: RequestLogOptions) {
    super();
    this.#sample = options.sample;
    this.#random = options.random ?? Math.random;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    if (!error && !isRequestLogged({ status, ms, sample: this.#sample, random: this.#random })) return;
    const line = { method: request.method, route: requestRouteName(request), status, ms: Math.round(ms * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}

/** Fastify's `logController` option: see RequestLogController. */
export function createRequestLogController(options: RequestLogOptions): LogController {
  return new RequestLogController(options);
}
