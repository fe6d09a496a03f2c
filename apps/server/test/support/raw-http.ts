import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends bytes as they are over a socket (app.inject cannot send what Node's HTTP parser refuses) and reads
 * the first answer. The server closes the connection after a parser error; an ordinary answer ends with its
 * Content-Length.
 */
export function sendRaw(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (isClosed: boolean) => {
      if (settled) return;
      const answer = parseAnswer(Buffer.concat(chunks), isClosed);
      if (!answer) return;
      settled = true;
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      finish(false);
    });
    socket.on('close', () => {
      finish(true);
      if (!settled) reject(new Error(`connection closed without an answer: ${Buffer.concat(chunks).toString()}`));
    });
    // The server may close while the rest of a refused request is still being written.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.write(request);
  });
}

/** The answer once its body is complete; when the connection has closed, whatever body came (a HEAD has none). */
function parseAnswer(bytes: Buffer, isClosed: boolean): RawAnswer | null {
  const end = bytes.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = bytes.subarray(0, end).toString('latin1').split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? Number.NaN);
  const body = bytes.subarray(end + 4);
  if (!isClosed && (!Number.isInteger(length) || body.length < length)) return null;
  const complete = Number.isInteger(length) ? body.subarray(0, length) : body;
  return { status: Number(statusLine.split(' ')[1]), headers, body: complete.toString('utf8') };
}

const host = 'Host: localhost\r\n';

/** Requests Node's HTTP parser refuses before any route runs: each reaches the server's clientError path. */
export const rawHttpCases: { name: string; request: string }[] = [
  { name: 'garbage request line', request: 'GARBAGE\r\n\r\n' },
  { name: 'invalid method', request: `G@T / HTTP/1.1\r\n${host}\r\n` },
  { name: 'unknown HTTP version', request: `GET / HTTP/9.9\r\n${host}\r\n` },
  { name: 'space in the address', request: `GET /a b HTTP/1.1\r\n${host}\r\n` },
  { name: 'NUL in the address', request: `GET /\u0000 HTTP/1.1\r\n${host}\r\n` },
  { name: 'header line without a colon', request: `GET / HTTP/1.1\r\n${host}NoColonHere\r\n\r\n` },
  { name: 'space in a header name', request: `GET / HTTP/1.1\r\n${host}Bad Name: x\r\n\r\n` },
  { name: 'control character in a header value', request: `GET / HTTP/1.1\r\n${host}X-A: a\u0001b\r\n\r\n` },
  { name: 'folded header line', request: `GET / HTTP/1.1\r\n${host}X-A: a\r\n  folded\r\n\r\n` },
  { name: 'bare LF line ends', request: 'GET / HTTP/1.1\nHost: localhost\n\n' },
  { name: 'header over 16 KB', request: `GET / HTTP/1.1\r\n${host}X-Big: ${'b'.repeat(17 * 1024)}\r\n\r\n` },
  { name: 'Content-Length not a number', request: `POST / HTTP/1.1\r\n${host}Content-Length: abc\r\n\r\n` },
  {
    name: 'two different Content-Lengths',
    request: `POST / HTTP/1.1\r\n${host}Content-Length: 1\r\nContent-Length: 2\r\n\r\nab`,
  },
  {
    name: 'Content-Length with Transfer-Encoding',
    request: `POST / HTTP/1.1\r\n${host}Content-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
  },
  {
    name: 'chunked not the last transfer coding',
    request: `POST / HTTP/1.1\r\n${host}Transfer-Encoding: chunked, gzip\r\n\r\n0\r\n\r\n`,
  },
  {
    name: 'invalid chunk size',
    request: `POST /api/user HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\n\r\nZZ\r\nabc\r\n0\r\n\r\n`,
  },
  {
    name: 'chunk without its line end',
    request: `POST /api/user HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\n\r\n3\r\nabcXY0\r\n\r\n`,
  },
  {
    name: 'chunk size overflowing',
    request: `POST /api/user HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFFF\r\n`,
  },
  { name: 'missing Host', request: 'GET / HTTP/1.1\r\n\r\n' },
];
