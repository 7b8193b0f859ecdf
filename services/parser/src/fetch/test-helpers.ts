// Test-only helpers: loopback fixture servers and stub resolvers. Not exported from index.ts.

import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Resolver } from './safe-fetch.ts';

export interface SeenRequest {
  path: string;
  host: string | undefined;
  userAgent: string | undefined;
  accept: string | undefined;
  acceptEncoding: string | undefined;
  localAddress: string | undefined;
}

export interface Fixture {
  server: Server;
  port: number;
  requests: SeenRequest[];
  connections: number;
  close(): Promise<void>;
}

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export async function startFixture(handler: Handler, host = '127.0.0.1', port = 0): Promise<Fixture> {
  const requests: SeenRequest[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    requests.push({
      path: req.url ?? '',
      host: req.headers.host,
      userAgent: req.headers['user-agent'],
      accept: req.headers.accept,
      acceptEncoding: req.headers['accept-encoding'],
      localAddress: req.socket.localAddress,
    });
    handler(req, res);
  });
  const fixture: Fixture = {
    server,
    port: 0,
    requests,
    connections: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
  server.on('connection', (socket: Socket) => {
    fixture.connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  fixture.port = (server.address() as AddressInfo).port;
  return fixture;
}

export type StubAnswer = string[] | ((callNumber: number) => string[]);

export interface StubResolver extends Resolver {
  calls: string[];
}

/** Resolver answering from a table; unknown names fail like getaddrinfo's ENOTFOUND. */
export function stubResolver(table: Record<string, StubAnswer>): StubResolver {
  const calls: string[] = [];
  const perName = new Map<string, number>();
  const resolver = (async (host: string) => {
    calls.push(host);
    const n = (perName.get(host) ?? 0) + 1;
    perName.set(host, n);
    const answer = table[host];
    if (answer === undefined) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    }
    const list = typeof answer === 'function' ? answer(n) : answer;
    return list.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));
  }) as StubResolver;
  resolver.calls = calls;
  return resolver;
}

/** Sends an HTML page with the given status, headers and body. */
export function send(
  res: ServerResponse,
  body: string | Buffer,
  headers: Record<string, string> = {},
  status = 200,
): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ...headers });
  res.end(body);
}
