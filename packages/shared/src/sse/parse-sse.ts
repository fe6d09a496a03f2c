// The one server-sent-events parser: the visitor page, the server tests and the benchmarks read
// streams with it. Pure and zod-free; callers parse the JSON of each payload with their own checks.

/** The data of one event (the text between two blank lines): its `data:` lines joined by newlines; null if none. */
export function parseSseEvent(block: string): string | null {
  const dataLines: string[] = [];
  for (const line of block.split('\n')) {
    if (!line.startsWith('data:')) continue;
    const value = line.slice(5);
    dataLines.push(value.startsWith(' ') ? value.slice(1) : value);
  }
  return dataLines.length === 0 ? null : dataLines.join('\n');
}

export interface SseParser {
  /** Adds decoded text; calls onData for every event it completes. */
  push(text: string): void;
  /** The stream closed: whatever remains without a final blank line is an event too (spec section 7). */
  end(): void;
}

/**
 * An incremental parser: text may be split across reads at any character, lines may end in \n, \r\n
 * or \r; comment lines (heartbeats) and events without data are skipped.
 */
export function createSseParser(onData: (data: string) => void): SseParser {
  let buffer = '';
  // A \r at the end of a read may be the first half of a \r\n split across two reads.
  let pendingCarriageReturn = '';
  const emit = (block: string) => {
    const data = parseSseEvent(block);
    if (data !== null) onData(data);
  };
  const append = (raw: string, isFinal: boolean) => {
    let text = pendingCarriageReturn + raw;
    pendingCarriageReturn = '';
    if (!isFinal && text.endsWith('\r')) {
      pendingCarriageReturn = '\r';
      text = text.slice(0, -1);
    }
    buffer += text.replace(/\r\n?/g, '\n');
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      emit(block);
      boundary = buffer.indexOf('\n\n');
    }
    if (isFinal && buffer.trim() !== '') {
      const block = buffer;
      buffer = '';
      emit(block);
    }
  };
  return { push: (text) => append(text, false), end: () => append('', true) };
}

/** The data of every event of a complete stream body, in order. */
export function parseSseText(text: string): string[] {
  const events: string[] = [];
  const parser = createSseParser((data) => events.push(data));
  parser.push(text);
  parser.end();
  return events;
}
