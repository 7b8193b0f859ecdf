import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { call } from './client.ts';
import { clearRateLimits, expectRefusal } from './harness.ts';

/**
 * The importer's address table, attacked through the public API with nothing but a loopback
 * listener to catch a request that got through: every address below must be refused before any
 * request is made. (Private ranges other than loopback are covered by the parser's own tests with
 * stubbed DNS: no test here may send traffic off this machine.)
 */
let listener: Server;
let hits: string[];
let port: number;

beforeAll(async () => {
  hits = [];
  listener = createServer((request, response) => {
    hits.push(`${request.method} ${request.url}`);
    response.end(
      '<html><script type="application/ld+json">{"@type":"Recipe","name":"Leaked"}</script></html>',
    );
  });
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => listener.close(resolve));
});

const NOT_ALLOWED = 'This address is not allowed.';
const ONLY_STANDARD_PORTS =
  'This address is not allowed. Only standard web addresses (ports 80 and 443) can be imported.';
const NOT_A_WEB_ADDRESS = 'Please enter a valid web address';

const table = (): [string, string][] => [
  [`http://127.0.0.1:${port}/recipe`, ONLY_STANDARD_PORTS],
  [`http://localhost:${port}/recipe`, ONLY_STANDARD_PORTS],
  [`http://[::1]:${port}/`, ONLY_STANDARD_PORTS],
  ['http://127.0.0.1/', NOT_ALLOWED],
  ['http://localhost/', NOT_ALLOWED],
  ['http://127.1/', NOT_ALLOWED],
  ['http://2130706433/', NOT_ALLOWED],
  ['http://0x7f000001/', NOT_ALLOWED],
  ['http://0177.0.0.1/', NOT_ALLOWED],
  ['http://%31%32%37.0.0.1/', NOT_ALLOWED],
  ['http://[::1]/', NOT_ALLOWED],
  ['http://[::ffff:127.0.0.1]/', NOT_ALLOWED],
  ['http://[::ffff:7f00:1]/', NOT_ALLOWED],
  ['http://0.0.0.0/', NOT_ALLOWED],
  ['https://127.0.0.1/', NOT_ALLOWED],
  [`http://user:pass@127.0.0.1:${port}/`, NOT_A_WEB_ADDRESS],
  ['http://user@example.com/', NOT_A_WEB_ADDRESS],
  [`ftp://127.0.0.1:${port}/`, NOT_A_WEB_ADDRESS],
  ['file:///etc/passwd', NOT_A_WEB_ADDRESS],
  [`gopher://127.0.0.1:${port}/_INFO`, NOT_A_WEB_ADDRESS],
  ['javascript:alert(1)', NOT_A_WEB_ADDRESS],
  ['data:text/html,<h1>x</h1>', NOT_A_WEB_ADDRESS],
];

describe('import refuses hostile addresses, signed out as a visitor would try', () => {
  it('answers each with the spec’s wording and makes no request', async () => {
    for (const [url, message] of table()) {
      await clearRateLimits();
      const answer = await call('POST', '/api/parse-recipe', { body: { url } });
      expectRefusal(answer, answer.status);
      // A malformed address is a bad request; a well-formed one the importer will not visit is a page it
      // cannot process (the worker's address checks answer it, after DNS where there is a name).
      const status = message === NOT_A_WEB_ADDRESS ? 400 : 422;
      expect({ url, status: answer.status, message: (answer.json as { message: string }).message }).toEqual({
        url,
        status,
        message,
      });
    }
    expect(hits).toEqual([]);
  });
});
