/**
 * SIGTERM a service (a real process) with a request in flight and an idle keep-alive connection
 * open: the request in flight finishes, a request sent on the idle connection afterwards is still
 * answered (with `Connection: close`, never cut), a new connection is refused (so callers go to
 * another copy), and the process then exits by itself with code 0.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const SERVER = resolve(__dirname, 'fixtures/graceful-server.ts');

function start(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) done({ child, port: Number(match[1]) });
    });
  });
}

function request(agent: Agent, port: number, path: string) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((done, fail) => {
    get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        done({ status: response.statusCode ?? 0, connection: response.headers.connection, body }),
      );
    }).on('error', fail);
  });
}

function refused(port: number): Promise<string> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
  });
}

test('SIGTERM: in-flight requests finish, open connections are answered then closed, new ones refused', async () => {
  const { child, port } = await start();
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const agent = new Agent({ keepAlive: true, maxSockets: 2 });
  try {
    // One connection busy with a slow request, another idle after an answer.
    const slow = request(agent, port, '/slow');
    slow.catch(() => undefined);
    await new Promise((r) => setTimeout(r, 100));
    expect((await request(agent, port, '/fast')).status).toBe(200);
    expect(agent.freeSockets[`127.0.0.1:${port}:`]).toHaveLength(1);
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));

    // The idle keep-alive connection is not cut under its caller: a request on it is answered.
    const onIdleConnection = await request(agent, port, '/fast');
    expect(onIdleConnection).toMatchObject({ status: 200, connection: 'close' });
    // A new connection is refused: a caller with several copies sends it to another.
    expect(await refused(port)).toBe('ECONNREFUSED');
    // The request in flight finishes.
    expect(await slow).toMatchObject({ status: 200, connection: 'close', body: '{"slow":true}' });
    // Every connection closed: the process exits by itself, well before its forced deadline.
    expect(await exited).toBe(0);
  } finally {
    agent.destroy();
    child.kill('SIGKILL');
  }
});
