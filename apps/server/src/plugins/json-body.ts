import type { FastifyInstance } from 'fastify';
import { jsonValueLimit } from './body-limits';

/**
 * The commas and opening brackets of a JSON text outside its strings, plus one: at least its number of values,
 * at most twice (an object in an array is an item and a container). It stops as soon as it passes `max`. A
 * scan, not a parse: strings are skipped with indexOf, so a body of text costs ~0.1 ms a MB, and a body of
 * nothing but structure stops at `max`.
 */
export function countJsonValues(text: string, max: number): number {
  let count = 1;
  let at = 0;
  while (at < text.length) {
    const quote = text.indexOf('"', at);
    const end = quote === -1 ? text.length : quote;
    for (let i = at; i < end; i++) {
      const code = text.charCodeAt(i);
      // , [ {
      if ((code === 44 || code === 91 || code === 123) && ++count > max) return count;
    }
    if (quote === -1) break;
    let close = text.indexOf('"', quote + 1);
    while (close !== -1) {
      // A quote after an odd number of backslashes is escaped: the string goes on.
      let backslashes = 0;
      while (text.charCodeAt(close - 1 - backslashes) === 92) backslashes++;
      if (backslashes % 2 === 0) break;
      close = text.indexOf('"', close + 1);
    }
    if (close === -1) break;
    at = close + 1;
  }
  return count;
}

/**
 * Fastify's JSON parser, after a count of the body's values: parsing and checking a body of nothing but
 * structure (`[{},{},…]`) cost ~0.4 s for 1.7 MB, forty times a body of text of that size. No contract
 * holds more than a small share of `jsonValueLimit` (body-limits.ts), so more is refused with 413 unparsed.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (countJsonValues(body as string, jsonValueLimit) > jsonValueLimit) {
      done(Object.assign(new Error('The request body holds too many values'), { statusCode: 413 }), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
}
