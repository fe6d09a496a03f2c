import net from 'node:net';

/**
 * A TCP proxy in front of a database, started by a test, so faults can be caused without touching the
 * real server: `cut` resets every connection and refuses new ones; `freeze` keeps connections open but
 * silently drops what flows (a network partition); `heal` goes back to forwarding.
 */
export interface TcpProxy {
  port: number;
  cut(): void;
  freeze(): void;
  heal(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }, listenPort = 0): Promise<TcpProxy> {
  let mode: 'pass' | 'cut' | 'freeze' = 'pass';
  const pairs = new Set<{ client: net.Socket; upstream: net.Socket }>();
  const server = net.createServer((client) => {
    if (mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    const pair = { client, upstream };
    pairs.add(pair);
    // Forward by hand so freezing can drop bytes instead of buffering them for later.
    client.on('data', (data) => {
      if (mode === 'pass') upstream.write(data);
    });
    upstream.on('data', (data) => {
      if (mode === 'pass') client.write(data);
    });
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end);
    upstream.on('close', end);
    client.on('error', end);
    upstream.on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    cut() {
      mode = 'cut';
      for (const { client, upstream } of pairs) {
        client.resetAndDestroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    freeze() {
      mode = 'freeze';
    },
    heal() {
      // Connections that lived through a freeze are out of step with the server: drop them.
      if (mode === 'freeze') {
        for (const { client, upstream } of pairs) {
          client.resetAndDestroy();
          upstream.destroy();
        }
        pairs.clear();
      }
      mode = 'pass';
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const { client, upstream } of pairs) {
          client.destroy();
          upstream.destroy();
        }
        server.close(() => resolve());
      }),
  };
}
