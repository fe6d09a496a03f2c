import { describe, expect, it } from 'vitest';
import { createSseParser, parseSseEvent, parseSseText } from './parse-sse';

describe('parseSseEvent', () => {
  it('joins data lines with newlines and drops one leading space', () => {
    expect(parseSseEvent('data: {"a":1}')).toBe('{"a":1}');
    expect(parseSseEvent('data:one\ndata:  two')).toBe('one\n two');
  });

  it('has no data for comments and other fields', () => {
    expect(parseSseEvent(': heartbeat')).toBeNull();
    expect(parseSseEvent('retry: 2000\n: connected')).toBeNull();
  });
});

describe('createSseParser', () => {
  it('completes events split at any character, with \\n, \\r\\n or \\r line ends', () => {
    const stream = 'data: first\r\n\r\n: heartbeat\n\ndata: second\r\rdata: third\n\n';
    for (let cut = 0; cut <= stream.length; cut++) {
      const seen: string[] = [];
      const parser = createSseParser((data) => seen.push(data));
      parser.push(stream.slice(0, cut));
      parser.push(stream.slice(cut));
      parser.end();
      expect(seen, `cut at ${cut}`).toEqual(['first', 'second', 'third']);
    }
  });

  it('parses trailing data when the stream closes without a blank line', () => {
    expect(parseSseText('data: a\n\ndata: b')).toEqual(['a', 'b']);
    expect(parseSseText('data: a\n\n  ')).toEqual(['a']);
  });
});
