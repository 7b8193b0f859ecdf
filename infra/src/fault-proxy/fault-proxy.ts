/**
 * A TCP proxy in front of a real server (Postgres, Redis) that a fault test can cut: every open
 * connection is dropped and the port refuses new ones, as when the server restarts, until it is
 * restored on the same port. The server itself is never touched, so other tests keep using it.
 */
import { createServer, type Server, type Socket, connect } from 'node:net';

export interface FaultProxy {
  /** host:port clients connect to. */
  readonly port: number;
  /** Drops every connection and refuses new ones until `restore`. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  const open = new Set<Socket>();
  const serve = () =>
    createServer((client) => {
      const upstream = connect(target.port, target.host);
      open.add(client).add(upstream);
      const end = () => {
        client.destroy();
        upstream.destroy();
        open.delete(client);
        open.delete(upstream);
      };
      client.on('error', end).on('close', end);
      upstream.on('error', end).on('close', end);
      client.pipe(upstream).pipe(client);
    });
  const listen = (server: Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const stop = (server: Server) =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of open) socket.destroy();
      open.clear();
    });

  let server: Server | null = serve();
  const port = await listen(server, 0);
  return {
    port,
    async cut() {
      if (!server) return;
      const running = server;
      server = null;
      await stop(running);
    },
    async restore() {
      if (server) return;
      server = serve();
      await listen(server, port);
    },
    async close() {
      if (server) await stop(server);
      server = null;
    },
  };
}
