import type { AddressInfo } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  raw: Buffer;
  parsed: Email;
}

export interface SmtpReceiver {
  url: string;
  port: number;
  messages: ReceivedMail[];
  /** Messages whose DATA began (including ones held open or cut off). */
  transactionsStarted: number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback that parses what it receives. With `holdFirst`, the first message's DATA is
 * never answered: the sender waits mid-transaction (the moment a crash test kills it) and nothing is delivered.
 */
export async function startSmtpReceiver(options: { port?: number; holdFirst?: boolean } = {}): Promise<SmtpReceiver> {
  const messages: ReceivedMail[] = [];
  const receiver = { transactionsStarted: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session: SMTPServerSession, callback) {
      receiver.transactionsStarted += 1;
      const isHeld = options.holdFirst === true && receiver.transactionsStarted === 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (isHeld) return; // Never answer: the message is not accepted.
        const raw = Buffer.concat(chunks);
        PostalMime.parse(raw)
          .then((parsed) => {
            messages.push({ envelopeTo: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages,
    get transactionsStarted() {
      return receiver.transactionsStarted;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
