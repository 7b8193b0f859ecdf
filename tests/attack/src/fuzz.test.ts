import type { Actors } from './actors.ts';
import fc from 'fast-check';
import { call } from './client.ts';
import { clearRateLimits, attackSetup, ownerOf, expectNoInternals, pathOf, type Targets } from './harness.ts';
import { label, ROUTES, withBody } from './routes.ts';
import { SECURITY_PORTS, SERVICE_PORTS } from './stack-env.ts';

let actors: Actors;
let targets: Targets;
beforeAll(async () => {
  ({ actors, targets } = await attackSetup('Fuzz target'));
});

/** Any JSON, and objects with the route's own field names holding any JSON (closer to what passes parsing). */
const bodyFor = (seed: Record<string, unknown>) =>
  fc.oneof(
    fc.jsonValue({ maxDepth: 4 }),
    fc.record(Object.fromEntries(Object.keys(seed).map((key) => [key, fc.jsonValue({ maxDepth: 3 })])), {
      requiredKeys: [],
    }),
    fc
      .string({ unit: 'binary', maxLength: 200 })
      .map((text) => ({ ...seed, [Object.keys(seed)[0] ?? 'x']: text })),
  );

describe('generated bodies to every JSON route', () => {
  it.each(withBody(ROUTES).map((r) => [label(r), r] as const))(
    '%s never answers 5xx or shows internals',
    async (_label, route) => {
      await fc.assert(
        fc.asyncProperty(bodyFor(route.body ?? {}), fc.boolean(), async (body, signedIn) => {
          await clearRateLimits();
          const answer = await call(route.method, pathOf(route, targets), {
            cookie: signedIn ? ownerOf(route, actors).cookie : undefined,
            body: JSON.stringify(body),
          });
          expect(answer.status).toBeLessThan(500);
          expectNoInternals(answer);
        }),
        { numRuns: 40 },
      );
    },
  );

  it('leaves every service answering its health check', async () => {
    for (const port of [SECURITY_PORTS.gateway, ...Object.values(SERVICE_PORTS)]) {
      const answer = await call('GET', '/healthz', { base: `http://127.0.0.1:${port}` });
      expect({ port, status: answer.status }).toEqual({ port, status: 200 });
    }
  });
});
