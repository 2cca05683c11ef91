import { connect, createServer, type Server, type Socket } from 'node:net';

/** A loopback TCP proxy to a database that a test can cut off (as if the database went away) and restore. */
export type TcpProxy = {
  port: number;
  /** Stops listening and drops every open connection, both ways. */
  cut(): Promise<void>;
  /**
   * A network partition: connections stay open and new ones are accepted, but no byte passes either way, so the
   * client sees silence instead of a refusal.
   */
  stall(): void;
  /** Listens again on the same port (after `cut`), or lets bytes pass again on new connections (after `stall`). */
  restore(): Promise<void>;
  close(): Promise<void>;
};

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  let stalled = false;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        if (stalled) {
          sockets.add(client);
          client.on('close', () => sockets.delete(client));
          client.on('error', () => client.destroy());
          return;
        }
        const upstream = connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        const address = next.address();
        port = typeof address === 'object' && address ? address.port : port;
        server = next;
        resolve();
      });
    });

  const cut = async () => {
    const current = server;
    server = null;
    if (!current) return;
    const closed = new Promise<void>((resolve) => current.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    await closed;
  };

  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    stall() {
      stalled = true;
      for (const socket of sockets) {
        socket.unpipe();
        socket.pause();
      }
    },
    async restore() {
      if (stalled) {
        // Connections held in silence are dropped, as when a partition heals and the peers notice.
        stalled = false;
        for (const socket of sockets) socket.destroy();
        sockets.clear();
      }
      if (!server) await listen();
    },
    close: cut,
  };
}
