import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { resolve } from 'node:path';
import type { Actors } from './actors.ts';
import { attackSetup, clearRateLimits, type Targets } from './harness.ts';
import { BASE_URL, SECURITY_PORTS } from './stack-env.ts';

let actors: Actors;
let targets: Targets;
beforeAll(async () => {
  ({ actors, targets } = await attackSetup('Public address target'));
});

/** The stack's APP_URL: the address the suite reaches the gateway at. */
const APP_URL = BASE_URL;
const FORGED = 'evil.example';

/** One request with a Host of the attacker's choosing (fetch keeps the Host of its URL). */
function forged(method: string, path: string, cookie: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: SECURITY_PORTS.gateway,
        method,
        path,
        headers: { host: FORGED, 'x-forwarded-host': FORGED, 'x-forwarded-proto': 'https', cookie },
      },
      (answer) => {
        let body = '';
        answer.setEncoding('utf8');
        answer.on('data', (chunk: string) => (body += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

describe('a forged Host is never reflected into share links', () => {
  it('the share URL the API answers is at the configured address', async () => {
    await clearRateLimits();
    const path = `/api/recipes/${targets.recipe}/share`;
    for (const method of ['POST', 'GET']) {
      const answer = await forged(method, path, actors.victim.cookie);
      expect(answer.status).toBe(200);
      const url = method === 'POST' ? (JSON.parse(answer.body) as { url: string }).url : answer.body;
      expect(url).toContain(`${APP_URL}/s/${targets.share}`);
      expect(answer.body).not.toContain(FORGED);
    }
  });

  // The gateway serves /s/:token only with the web app built (apps/web/dist); the gateway's own
  // tests (services/gateway/test/shared-page.test.ts) check the page with a forged Host either way.
  const servesPages = existsSync(resolve(__dirname, '../../../apps/web/dist/index.html'));
  (servesPages ? it : it.skip)(
    "the shared page's og:url and JSON-LD name the configured address",
    async () => {
      await clearRateLimits();
      const page = await forged('GET', `/s/${targets.share}`, '');
      expect(page.status).toBe(200);
      const pageUrl = `${APP_URL}/s/${targets.share}`;
      expect(page.body).toContain(`<meta property="og:url" content="${pageUrl}"`);
      const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.body)?.[1];
      expect((JSON.parse(jsonLd ?? '{}') as { url?: string }).url).toBe(pageUrl);
      expect(page.body).not.toContain(FORGED);
    },
  );
});
