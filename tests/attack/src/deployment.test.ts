/**
 * The deployment files, attacked as shipped (no running stack needed): with Redis reachable, an
 * attacker rewrote `sess:<id>` to another user's id and was that user; with the mail catcher's
 * inbox reachable, `forgot-password` for any address and then `GET :8025/messages` gave the reset
 * link. So: only the gateway publishes a port (the development override only on 127.0.0.1), Redis
 * requires a password that every REDIS_URL carries, production refuses a Redis URL without one and
 * the mail catcher as its SMTP server, and on Kubernetes nothing but the gateway is reachable and no
 * egress rule reaches any address on a port. And the other way: the collection-import worker saved
 * recipes through the recipes service from a pod whose policies allowed no call in the cluster, so
 * every service address a Deployment's code reads must be one its policies let it reach.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import {
  composeExposureProblems,
  kubectlAvailable,
  kubernetesExposureProblems,
  loadCompose,
  publishedPorts,
  renderKustomization,
  serviceCallProblems,
  serviceCallsFromSource,
  serviceEnvironment,
} from '@cookmark/infra/deployment';
import { baseConfigSchema, ConfigError, loadConfig, mailConfigShape } from '@cookmark/service-kit';
import { productionEnvironment } from '@cookmark/service-kit/testing';

const ROOT = resolve(__dirname, '../../..');
const DEVELOPMENT = ['docker-compose.yml', 'docker-compose.dev.yml'];

/** Auth's production settings as compose starts it, with secrets of one's own in `.env`. */
function composeAuthEnvironment(dotEnv: Record<string, string>): Record<string, string> {
  const own = {
    SESSION_SECRET: randomBytes(32).toString('hex'),
    INTERNAL_TOKEN: randomBytes(16).toString('hex'),
    POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
  };
  const project = loadCompose(ROOT, ['docker-compose.yml'], { ...own, ...dotEnv });
  return serviceEnvironment(project.services['auth'] ?? {});
}

/** What auth's config (its mail settings included) says to an environment: 'accepted' or the refusal. */
function authConfigSays(env: Record<string, string | undefined>): string {
  try {
    loadConfig(baseConfigSchema.extend(mailConfigShape), env);
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
}

describe('docker compose', () => {
  test('only the gateway publishes a port: Postgres, Redis and the mail inbox are not on the host', () => {
    const project = loadCompose(ROOT);
    expect(composeExposureProblems(project)).toEqual([]);
    expect(publishedPorts(project).map((p) => p.service)).toEqual(['gateway']);
  });

  test('the development override publishes the stores, the inbox and the Stripe stand-in on 127.0.0.1 only', () => {
    const project = loadCompose(ROOT, DEVELOPMENT);
    expect(composeExposureProblems(project, { public: ['gateway'], loopbackAllowed: true })).toEqual([]);
    for (const port of publishedPorts(project).filter((p) => p.service !== 'gateway'))
      expect([port.service, port.hostIp]).toEqual([port.service, '127.0.0.1']);
  });

  test('production refuses compose as it comes: the published Redis password and the mail catcher', () => {
    const refusal = authConfigSays(composeAuthEnvironment({}));
    expect(refusal).toContain('REDIS_URL: its password is a published placeholder');
    expect(refusal).toContain('SMTP_URL: smtp://mail:2525 is the development mail catcher');
    // With a Redis password and a mail relay of one's own, auth starts.
    const own = {
      REDIS_PASSWORD: randomBytes(16).toString('hex'),
      SMTP_URL: 'smtp://u:p@smtp.example.com:587',
    };
    expect(authConfigSays(composeAuthEnvironment(own))).toBe('accepted');
  });
});

describe('production config', () => {
  const production = productionEnvironment();

  test('refuses a Redis URL without a password', () => {
    expect(authConfigSays(production)).toBe('accepted');
    expect(authConfigSays({ ...production, REDIS_URL: 'redis://redis:6379' })).toBe(
      'Invalid configuration:\n  REDIS_URL: has no password; production needs a Redis that requires one ' +
        "(requirepass, or your provider's AUTH) and the password in the URL: redis://:PASSWORD@host:6379",
    );
  });

  test('refuses the mail catcher as its SMTP server unless told explicitly', () => {
    expect(authConfigSays({ ...production, SMTP_URL: 'smtp://mail:2525' })).toBe(
      'Invalid configuration:\n  SMTP_URL: smtp://mail:2525 is the development mail catcher, whose inbox ' +
        'shows every message (password-reset links too) to whoever reaches it; production needs a real ' +
        'mail relay (ALLOW_MAIL_CATCHER_IN_PRODUCTION=true allows the catcher, for a trial on your own machine)',
    );
    expect(authConfigSays({ ...production, SMTP_URL: undefined })).toMatch(
      /SMTP_URL: smtp:\/\/127\.0\.0\.1:2525 is the development mail catcher/,
    );
    expect(
      authConfigSays({
        ...production,
        SMTP_URL: 'smtp://mail:2525',
        ALLOW_MAIL_CATCHER_IN_PRODUCTION: 'true',
      }),
    ).toBe('accepted');
  });
});

const kubectl = kubectlAvailable();
if (!kubectl) console.warn('deployment.test.ts: the Kubernetes part SKIPPED: kubectl is not installed.');
(kubectl ? describe : describe.skip).each(['base', 'overlays/production'])(
  'kubectl kustomize infra/k8s/%s',
  (dir) => {
    test('exposes only the gateway; Redis URLs carry a password; every egress rule on a port names where', () => {
      const { objects } = renderKustomization(resolve(ROOT, 'infra/k8s', dir));
      expect(objects.filter((o) => o.kind === 'NetworkPolicy').length).toBeGreaterThan(0);
      expect(kubernetesExposureProblems(objects)).toEqual([]);
    });

    test("every service a Deployment's code calls is one its network policies let it reach", () => {
      const { objects } = renderKustomization(resolve(ROOT, 'infra/k8s', dir));
      const calls = serviceCallsFromSource(ROOT, objects);
      // Read from the code: the worker's collection imports save through the recipes service.
      expect(calls).toContainEqual({
        from: 'parser-worker',
        setting: 'RECIPES_URL',
        service: 'recipes',
        port: 3002,
      });
      expect(calls).toContainEqual({
        from: 'grocery',
        setting: 'RECIPES_URL',
        service: 'recipes',
        port: 3002,
      });
      expect(serviceCallProblems(objects, calls)).toEqual([]);
      // Without the worker's rules, the check names both ends.
      const without = objects.filter(
        (o) => !(o.kind === 'NetworkPolicy' && o.metadata.name === 'parser-worker-egress-services'),
      );
      const recipesIngress = without.find((o) => o.metadata.name === 'recipes-ingress');
      const trimmed = structuredClone(recipesIngress);
      trimmed!.spec.ingress[0].from = trimmed!.spec.ingress[0].from.filter(
        (peer: { podSelector?: { matchLabels?: Record<string, string> } }) =>
          peer.podSelector?.matchLabels?.['app.kubernetes.io/name'] !== 'parser-worker',
      );
      expect(
        serviceCallProblems(
          without.map((o) => (o === recipesIngress ? trimmed! : o)),
          calls.filter((c) => c.from === 'parser-worker'),
        ),
      ).toEqual([
        'parser-worker calls recipes:3002 (RECIPES_URL), but no NetworkPolicy lets parser-worker out to it',
        'parser-worker calls recipes:3002 (RECIPES_URL), but no NetworkPolicy lets it in to recipes',
      ]);
    });
  },
);
