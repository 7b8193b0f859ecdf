/**
 * infra/k8s: the manifests render with `kubectl kustomize`, every object is valid against the
 * Kubernetes API schemas (kubernetes-models, in validate-schemas.ts), and the production rules
 * hold: probes, requests and limits, non-root, one public entry, network policies as described.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  COLLECTION_IMPORT_LIMITS,
  PARSE_REQUEST_BODY_MAX,
  PHOTO_LIMITS,
  REQUEST_BODY_MAX,
} from '@cookmark/contracts';
import { baseConfigSchema, ConfigError, loadConfig } from '@cookmark/service-kit';
import { parseAllDocuments } from 'yaml';
import {
  clusterRangeProblems,
  ipBlockAllows,
  kubernetesExposureProblems,
  type NetworkRanges,
  networkPolicyPeerProblems,
  readEnvFile,
  readNetworkRanges,
  redisUrlPassword,
} from '../deployment/exposure.ts';

const K8S_DIR = resolve(__dirname, '../../k8s');
const REPO_ROOT = resolve(__dirname, '../../..');
const VALIDATOR = resolve(__dirname, 'validate-schemas.ts');

/* eslint-disable @typescript-eslint/no-explicit-any -- rendered objects, read per kind */
type K8sObject = {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: any;
  data?: Record<string, string>;
};

const kubectl = spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;
if (!kubectl) {
  console.warn(
    'infra/k8s tests SKIPPED: kubectl is not installed (it renders the kustomizations). ' +
      'Install kubectl (e.g. apt-get install kubectl from the Kubernetes apt repository) to run them.',
  );
}
const withKubectl = kubectl ? describe : describe.skip;

const render = (dir: string) =>
  execFileSync('kubectl', ['kustomize', resolve(K8S_DIR, dir)], { encoding: 'utf8' });
const parse = (text: string): K8sObject[] =>
  parseAllDocuments(text)
    .map((document) => document.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);

const APPS = ['gateway', 'auth', 'recipes', 'parser', 'grocery', 'billing', 'parser-worker'];
const SERVICE_PORTS: Record<string, number> = {
  gateway: 3000,
  auth: 3001,
  recipes: 3002,
  parser: 3003,
  grocery: 3004,
  billing: 3005,
};
const METRICS_PORT = 9464;

/**
 * The addresses only an operator knows: the production overlay's network-ranges.yaml (copied into
 * the policies by components/network-ranges), and the base's own placeholders (documentation ranges).
 */
const BASE_RANGES: NetworkRanges = {
  postgres: [{ ipBlock: { cidr: '192.0.2.10/32' } }],
  redis: [{ ipBlock: { cidr: '192.0.2.11/32' } }],
  photoStore: [{ ipBlock: { cidr: '192.0.2.12/32' } }],
  smtp: [{ ipBlock: { cidr: '192.0.2.25/32' } }],
  cluster: {
    podsIPv4: '198.51.100.0/24',
    servicesIPv4: '203.0.113.0/24',
    podsIPv6: '2001:db8:1::/56',
    servicesIPv6: '2001:db8:2::/112',
  },
};
const RANGES: Record<string, NetworkRanges> = {
  base: BASE_RANGES,
  'overlays/production': readNetworkRanges(resolve(K8S_DIR, 'overlays/production/network-ranges.yaml')),
};
/** An address inside a CIDR: the address of a /32 or /128, else its network address plus one. */
const addressIn = (cidr: string) => {
  const [address = '', bits] = cidr.split('/');
  if (bits === undefined || bits === '32' || bits === '128') return address;
  if (address.includes(':')) return address.endsWith('::') ? `${address}1` : address;
  const parts = address.split('.').map(Number);
  parts[3] = (parts[3] ?? 0) + 1;
  return parts.join('.');
};

withKubectl.each(['base', 'overlays/production'])('kubectl kustomize infra/k8s/%s', (dir) => {
  let yamlText = '';
  let objects: K8sObject[] = [];
  beforeAll(() => {
    yamlText = render(dir);
    objects = parse(yamlText);
  });
  const ofKind = (kind: string) => objects.filter((o) => o.kind === kind);
  const deployments = () => ofKind('Deployment');
  const deployment = (name: string) => {
    const found = deployments().find((d) => d.metadata.name === name);
    if (!found) throw new Error(`no Deployment ${name}`);
    return found;
  };
  const podLabels = (name: string): Record<string, string> => deployment(name).spec.template.metadata.labels;

  test('every object is valid against the Kubernetes API schemas', () => {
    const run = spawnSync(process.execPath, [VALIDATOR], { input: yamlText, encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const result = JSON.parse(run.stdout) as { checked: unknown[]; problems: string[] };
    expect(result.problems).toEqual([]);
    expect(result.checked).toHaveLength(objects.length);
    expect(run.status).toBe(0);
  });

  test('the schema check fails on an invalid object (it can fail)', () => {
    const broken = yamlText.replace(/containerPort: 3001/, 'containerPort: three-thousand-one');
    expect(broken).not.toBe(yamlText);
    const run = spawnSync(process.execPath, [VALIDATOR], { input: broken, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(JSON.parse(run.stdout).problems.join('\n')).toMatch(
      /Deployment\/auth: .*containerPort must be integer/,
    );
  });

  test('a Deployment for the gateway, every service and the parser worker, each running its entry point', () => {
    expect(
      deployments()
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual([...APPS].sort());
    for (const d of deployments()) {
      const [app] = d.spec.template.spec.containers;
      expect(app.name).toBe('app');
      expect(app.command[0]).toBe('node');
      expect(existsSync(resolve(REPO_ROOT, app.command[1]))).toBe(true);
    }
    expect(deployment('parser-worker').spec.template.spec.containers[0].command).toEqual([
      'node',
      'services/parser/src/worker.ts',
    ]);
  });

  test('every Deployment has readiness on /readyz and liveness on /healthz, on a port it declares', () => {
    for (const d of deployments()) {
      for (const container of d.spec.template.spec.containers) {
        const ports = (container.ports as { name: string; containerPort: number }[]).map((p) => p.name);
        expect([d.metadata.name, container.readinessProbe?.httpGet?.path]).toEqual([
          d.metadata.name,
          '/readyz',
        ]);
        expect([d.metadata.name, container.livenessProbe?.httpGet?.path]).toEqual([
          d.metadata.name,
          '/healthz',
        ]);
        expect(ports).toContain(container.readinessProbe.httpGet.port);
        expect(ports).toContain(container.livenessProbe.httpGet.port);
      }
    }
    // Services are probed on their service port; the worker, which has none, on its metrics port.
    expect(deployment('auth').spec.template.spec.containers[0].readinessProbe.httpGet.port).toBe('http');
    expect(deployment('parser-worker').spec.template.spec.containers[0].readinessProbe.httpGet.port).toBe(
      'metrics',
    );
  });

  test('every container (init containers too) has cpu and memory requests and limits', () => {
    for (const d of deployments()) {
      const spec = d.spec.template.spec;
      for (const container of [...spec.containers, ...(spec.initContainers ?? [])]) {
        for (const bound of ['requests', 'limits']) {
          for (const resource of ['cpu', 'memory']) {
            expect([
              d.metadata.name,
              container.name,
              bound,
              resource,
              container.resources?.[bound]?.[resource],
            ]).toEqual([d.metadata.name, container.name, bound, resource, expect.anything()]);
          }
        }
      }
    }
  });

  test('every pod runs as non-root, without privilege escalation or capabilities, on a read-only root with a writable /tmp', () => {
    for (const d of deployments()) {
      const spec = d.spec.template.spec;
      expect([d.metadata.name, spec.securityContext?.runAsNonRoot]).toEqual([d.metadata.name, true]);
      expect(spec.securityContext.runAsUser).toBeGreaterThan(0);
      expect(spec.securityContext.seccompProfile).toEqual({ type: 'RuntimeDefault' });
      expect(spec.automountServiceAccountToken).toBe(false);
      // Kubernetes would otherwise put AUTH_PORT=tcp://... beside the services' own AUTH_PORT.
      expect(spec.enableServiceLinks).toBe(false);
      const tmpVolume = spec.volumes.find((v: { name: string }) => v.name === 'tmp');
      expect(tmpVolume.emptyDir).toBeDefined();
      for (const container of [...spec.containers, ...(spec.initContainers ?? [])]) {
        expect(container.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        expect(container.volumeMounts).toContainEqual({ name: 'tmp', mountPath: '/tmp' });
      }
    }
  });

  test('migrations run before a new version of every database user starts, and only there', () => {
    const migrating = deployments()
      .filter((d) =>
        (d.spec.template.spec.initContainers ?? []).some(
          (c: { command: string[] }) => c.command.join(' ') === 'node libs/db/src/cli/migrate.ts',
        ),
      )
      .map((d) => d.metadata.name)
      .sort();
    expect(migrating).toEqual(['auth', 'billing', 'grocery', 'recipes']);
    expect(existsSync(resolve(REPO_ROOT, 'libs/db/src/cli/migrate.ts'))).toBe(true);
  });

  test('settings come from the generated ConfigMap, secrets from the supplied Secret', () => {
    const [configMap] = ofKind('ConfigMap');
    expect(configMap?.metadata.name).toMatch(/^cookmark-config-[a-z0-9]{10}$/);
    expect(ofKind('Secret')).toEqual([]);
    for (const d of deployments()) {
      for (const container of d.spec.template.spec.containers) {
        expect(container.envFrom).toEqual([
          { configMapRef: { name: configMap?.metadata.name } },
          { secretRef: { name: 'cookmark-secrets' } },
        ]);
      }
    }
    const data = configMap?.data ?? {};
    expect(data['NODE_ENV']).toBe('production');
    for (const [name, port] of Object.entries(SERVICE_PORTS)) {
      if (name !== 'gateway') expect(data[`${name.toUpperCase()}_URL`]).toBe(`http://${name}:${port}`);
    }
    // No secret in the ConfigMap.
    for (const key of ['SESSION_SECRET', 'INTERNAL_TOKEN', 'DATABASE_URL', 'REDIS_URL', 'STRIPE_SECRET_KEY'])
      expect(data[key]).toBeUndefined();
    // With secrets of one's own, the ConfigMap's settings pass every service's shared config check.
    const own = {
      ...data,
      SESSION_SECRET: randomBytes(32).toString('hex'),
      INTERNAL_TOKEN: randomBytes(16).toString('hex'),
      DATABASE_URL: `postgres://cookmark:${randomBytes(12).toString('hex')}@postgres:5432/cookmark`,
      REDIS_URL: `redis://:${randomBytes(16).toString('hex')}@redis:6379`,
    };
    expect(loadConfig(baseConfigSchema, own).NODE_ENV).toBe('production');
    // A Redis without a password, or the mail catcher, is no setting of the ConfigMap.
    expect(data['ALLOW_MAIL_CATCHER_IN_PRODUCTION']).toBeUndefined();
    expect(() => loadConfig(baseConfigSchema, { ...own, REDIS_URL: 'redis://redis:6379' })).toThrow(
      /REDIS_URL: has no password/,
    );
  });

  test('exposes nothing but the gateway: no node ports, load balancers, host ports; Redis URLs with a password', () => {
    expect(kubernetesExposureProblems(objects)).toEqual([]);
  });

  test('Services select their Deployment; Postgres, Redis and MinIO are external names, not pods of ours', () => {
    const services = ofKind('Service');
    for (const service of services) {
      if (service.spec.type === 'ExternalName') continue;
      expect([service.metadata.name, service.spec.type ?? 'ClusterIP']).toEqual([
        service.metadata.name,
        'ClusterIP',
      ]);
      expect(podLabels(service.metadata.name)).toMatchObject(service.spec.selector);
      expect(service.spec.ports[0].port).toBe(SERVICE_PORTS[service.metadata.name]);
    }
    expect(
      services
        .filter((s) => s.spec.type === 'ExternalName')
        .map((s) => s.metadata.name)
        .sort(),
    ).toEqual(['minio', 'postgres', 'redis']);
    expect(objects.filter((o) => o.kind === 'StatefulSet')).toEqual([]);
  });

  test('only the gateway has an Ingress', () => {
    const ingresses = ofKind('Ingress');
    expect(ingresses).toHaveLength(1);
    const backends = ingresses.flatMap((ingress) =>
      ingress.spec.rules.flatMap((rule: any) =>
        rule.http.paths.map((path: any) => path.backend.service.name),
      ),
    );
    expect([...new Set(backends)]).toEqual(['gateway']);
  });

  test("the Ingress lets through the largest body a route takes, so the gateway answers in the route's words", () => {
    const [ingress] = ofKind('Ingress');
    const size = ingress?.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size'] ?? '';
    const units: Record<string, number> = { k: 1024, m: 1024 ** 2, g: 1024 ** 3 };
    const match = /^(\d+)([kmg])$/i.exec(size);
    expect(match).not.toBeNull();
    const bytes = Number(match?.[1]) * (units[match?.[2]?.toLowerCase() ?? ''] ?? 0);
    const largest = Math.max(
      COLLECTION_IMPORT_LIMITS.uploadBytes,
      PARSE_REQUEST_BODY_MAX,
      PHOTO_LIMITS.bytes,
      REQUEST_BODY_MAX,
    );
    expect(bytes).toBeGreaterThan(largest);
  });

  test('autoscalers for the gateway and the parser worker, which leave the replica count to them', () => {
    const targets = ofKind('HorizontalPodAutoscaler')
      .map((h) => h.spec.scaleTargetRef.name)
      .sort();
    expect(targets).toEqual(['gateway', 'parser-worker']);
    for (const name of targets) expect(deployment(name).spec.replicas).toBeUndefined();
    for (const hpa of ofKind('HorizontalPodAutoscaler'))
      expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
  });

  test('a PodDisruptionBudget keeps at least one pod of every Deployment', () => {
    for (const name of APPS) {
      const budgets = ofKind('PodDisruptionBudget').filter((p) =>
        Object.entries(p.spec.selector.matchLabels).every(([k, v]) => podLabels(name)[k] === v),
      );
      expect([name, budgets.length]).toEqual([name, 1]);
      expect(budgets[0]?.spec.minAvailable).toBeGreaterThanOrEqual(1);
    }
  });

  test('Prometheus scrape annotations name the metrics port every pod declares', () => {
    for (const d of deployments()) {
      const annotations = d.spec.template.metadata.annotations;
      expect(annotations).toMatchObject({
        'prometheus.io/scrape': 'true',
        'prometheus.io/port': String(METRICS_PORT),
        'prometheus.io/path': '/metrics',
      });
      expect(d.spec.template.spec.containers[0].ports).toContainEqual({
        name: 'metrics',
        containerPort: METRICS_PORT,
      });
    }
  });

  describe('network policies', () => {
    const policies = () => ofKind('NetworkPolicy');
    type Peer = { app: string } | { namespace: string } | { ip: string };
    const matches = (selector: any, labels: Record<string, string>) => {
      if (!selector) return true;
      const byLabel = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
      const byExpression = (selector.matchExpressions ?? []).every((e: any) =>
        e.operator === 'In' ? e.values.includes(labels[e.key]) : false,
      );
      return byLabel && byExpression;
    };
    const peerMatches = (rulePeer: any, peer: Peer) => {
      if (rulePeer.ipBlock) return 'ip' in peer && ipBlockAllows(rulePeer.ipBlock, peer.ip);
      if (rulePeer.namespaceSelector) {
        return (
          'namespace' in peer &&
          matches(rulePeer.namespaceSelector, { 'kubernetes.io/metadata.name': peer.namespace })
        );
      }
      return 'app' in peer && matches(rulePeer.podSelector, podLabels(peer.app));
    };
    const portMatches = (rule: any, port: number) =>
      !rule.ports || rule.ports.some((p: any) => p.port === port && (p.protocol ?? 'TCP') === 'TCP');
    /** Whether the policies (all, or those `except` leaves) let this traffic through. */
    const allowed = (
      direction: 'Ingress' | 'Egress',
      app: string,
      peer: Peer,
      port: number,
      except: string[] = [],
    ) =>
      policies()
        .filter((p) => !except.includes(p.metadata.name))
        .filter((p) => p.spec.policyTypes.includes(direction) && matches(p.spec.podSelector, podLabels(app)))
        .some((p) =>
          (p.spec[direction === 'Ingress' ? 'ingress' : 'egress'] ?? []).some(
            (rule: any) =>
              portMatches(rule, port) &&
              (!(rule.from ?? rule.to) || (rule.from ?? rule.to).some((rp: any) => peerMatches(rp, peer))),
          ),
        );
    /** Both ends must allow a connection between two pods of ours. */
    const canCall = (from: string, to: string, port: number) =>
      allowed('Egress', from, { app: to }, port) && allowed('Ingress', to, { app: from }, port);

    test('everything is denied unless a policy allows it', () => {
      const deny = policies().find((p) => p.metadata.name === 'default-deny');
      expect(deny?.spec).toEqual({ podSelector: {}, policyTypes: ['Ingress', 'Egress'] });
    });

    test('from outside (the ingress controller) only the gateway is reachable, on its port', () => {
      for (const app of APPS) {
        const port = SERVICE_PORTS[app] ?? METRICS_PORT;
        expect([app, allowed('Ingress', app, { namespace: 'ingress-nginx' }, port)]).toEqual([
          app,
          app === 'gateway',
        ]);
        expect([app, allowed('Ingress', app, { namespace: 'some-other-team' }, port)]).toEqual([app, false]);
        expect([app, allowed('Ingress', app, { ip: '203.0.113.7' }, port)]).toEqual([app, false]);
      }
      // Prometheus reaches the metrics port of every pod, and nothing else of them.
      for (const app of APPS) {
        expect(allowed('Ingress', app, { namespace: 'monitoring' }, METRICS_PORT)).toBe(true);
        if (SERVICE_PORTS[app])
          expect(allowed('Ingress', app, { namespace: 'monitoring' }, SERVICE_PORTS[app])).toBe(false);
      }
    });

    test('services reach only the services they call', () => {
      const calls: Record<string, string[]> = {
        gateway: ['auth', 'recipes', 'parser', 'grocery', 'billing'],
        auth: ['recipes', 'parser', 'grocery', 'billing'],
        recipes: ['billing', 'parser'],
        parser: ['billing'],
        grocery: ['recipes', 'billing', 'auth'],
        billing: ['auth'],
        'parser-worker': ['recipes'],
      };
      for (const from of APPS) {
        for (const to of APPS) {
          if (from === to || !SERVICE_PORTS[to]) continue;
          const expected = calls[from]?.includes(to) ?? false;
          expect([from, to, canCall(from, to, SERVICE_PORTS[to] ?? 0)]).toEqual([from, to, expected]);
        }
      }
    });

    test('the parser worker reaches the internet but not the cluster, cloud metadata or loopback', () => {
      for (const port of [80, 443, 8080]) {
        expect(allowed('Egress', 'parser-worker', { ip: '93.184.215.14' }, port)).toBe(true);
        for (const ip of [
          '10.0.0.1',
          '10.96.0.10',
          '172.20.3.4',
          '192.168.1.1',
          '169.254.169.254',
          '100.64.0.1',
          '127.0.0.1',
        ])
          expect([ip, port, allowed('Egress', 'parser-worker', { ip }, port)]).toEqual([ip, port, false]);
      }
      // In the cluster: the recipes service alone (collection imports save their recipes through it).
      for (const app of APPS)
        if (app !== 'parser-worker')
          expect([app, canCall('parser-worker', app, SERVICE_PORTS[app] ?? METRICS_PORT)]).toEqual([
            app,
            app === 'recipes',
          ]);
      // DNS through the cluster's resolver.
      const dns = policies().find((p) => p.metadata.name === 'allow-dns');
      expect(dns?.spec.podSelector).toEqual({});
      expect(dns?.spec.egress[0].ports).toContainEqual({ protocol: 'UDP', port: 53 });
      // The gateway and the services that do not fetch pages have no way out to the internet.
      for (const app of ['gateway', 'recipes', 'grocery'])
        expect([app, allowed('Egress', app, { ip: '93.184.215.14' }, 443)]).toEqual([app, false]);
    });

    test('the data stores are reached only by those that use them, and only at their addresses', () => {
      const ranges = RANGES[dir] as NetworkRanges;
      const at = (peers: unknown[]) => addressIn((peers[0] as { ipBlock: { cidr: string } }).ipBlock.cidr);
      // A store at a public address is, to the parser, one more internet address (as it is to anyone):
      // its password and the provider's firewall keep it. Here: what the stores' own policies allow.
      const internet = ['parser-egress-internet', 'billing-egress-stripe'];
      for (const app of APPS) {
        expect([app, allowed('Egress', app, { ip: at(ranges.postgres) }, 5432, internet)]).toEqual([
          app,
          ['auth', 'recipes', 'grocery', 'billing'].includes(app),
        ]);
        expect([app, allowed('Egress', app, { ip: at(ranges.redis) }, 6379, internet)]).toEqual([
          app,
          app !== 'gateway',
        ]);
        // Anywhere else on those ports: nobody (the parser's internet egress aside: any port, public addresses).
        for (const ip of ['10.20.0.5', '172.20.0.6', 'fd12:3456::6'])
          for (const port of [5432, 6379])
            expect([app, ip, port, allowed('Egress', app, { ip }, port)]).toEqual([app, ip, port, false]);
        if (!['parser', 'parser-worker'].includes(app))
          for (const port of [5432, 6379, 25, 587])
            expect([app, port, allowed('Egress', app, { ip: '93.184.215.14' }, port)]).toEqual([
              app,
              port,
              false,
            ]);
      }
      // The mail relay: auth, at its address.
      for (const app of APPS)
        for (const port of [25, 465, 587])
          expect([app, port, allowed('Egress', app, { ip: at(ranges.smtp) }, port, internet)]).toEqual([
            app,
            port,
            app === 'auth',
          ]);
      // Exactly the peers network-ranges.yaml gives (the base: its placeholders).
      const egressTo = (name: string) => policies().find((p) => p.metadata.name === name)?.spec.egress[0].to;
      expect(egressTo('allow-postgres')).toEqual(ranges.postgres);
      expect(egressTo('allow-redis')).toEqual(ranges.redis);
      expect(egressTo('allow-photo-store')).toEqual(ranges.photoStore);
      // The photo store: the recipes service alone, at its address, on its port.
      for (const app of APPS)
        expect([app, allowed('Egress', app, { ip: at(ranges.photoStore) }, 9000, internet)]).toEqual([
          app,
          app === 'recipes',
        ]);
      expect(egressTo('auth-egress-smtp')).toEqual(ranges.smtp);
    });

    test('every rule names its peers: no egress on a port to any address, no ingress from anyone', () => {
      expect(networkPolicyPeerProblems(policies())).toEqual([]);
      for (const policy of policies())
        for (const rule of policy.spec.egress ?? [])
          expect([policy.metadata.name, rule.to?.length > 0]).toEqual([policy.metadata.name, true]);
    });

    test("the internet egress of the parser, its worker and billing excludes the cluster's own ranges, IPv4 and IPv6", () => {
      const { cluster } = RANGES[dir] as NetworkRanges;
      const clusterRanges = [cluster.podsIPv4, cluster.servicesIPv4, cluster.podsIPv6, cluster.servicesIPv6];
      expect(clusterRangeProblems(objects, ['parser', 'parser-worker', 'billing'], clusterRanges)).toEqual(
        [],
      );
      for (const range of clusterRanges) {
        for (const app of ['parser', 'parser-worker'])
          for (const port of [80, 443, 8080])
            expect([app, range, port, allowed('Egress', app, { ip: addressIn(range) }, port)]).toEqual([
              app,
              range,
              port,
              false,
            ]);
        expect([range, allowed('Egress', 'billing', { ip: addressIn(range) }, 443)]).toEqual([range, false]);
      }
      // The internet stays reachable, over IPv6 too.
      expect(allowed('Egress', 'parser-worker', { ip: '2606:4700::6810:84e5' }, 443)).toBe(true);
      expect(allowed('Egress', 'parser-worker', { ip: 'fd00::1' }, 443)).toBe(false);
      expect(allowed('Egress', 'billing', { ip: '93.184.215.14' }, 443)).toBe(true);
    });

    test('the egress checks fail on the holes they guard against', () => {
      const broken = structuredClone(policies());
      const policy = (name: string) => broken.find((p) => p.metadata.name === name) as any;
      delete policy('allow-redis').spec.egress[0].to;
      policy('auth-egress-smtp').spec.egress[0].to = [{ ipBlock: { cidr: '0.0.0.0/0' } }];
      policy('parser-egress-internet').spec.egress[0].to[1].ipBlock.except.pop();
      expect(networkPolicyPeerProblems(broken)).toEqual([
        'NetworkPolicy/allow-redis: egress rule 0 (6379) has no `to`: it reaches any address',
        'NetworkPolicy/auth-egress-smtp: egress rule 0 (25, 465, 587) reaches the whole internet',
      ]);
      const { cluster } = RANGES[dir] as NetworkRanges;
      expect(
        clusterRangeProblems(
          [...deployments(), ...broken],
          ['parser-worker'],
          [cluster.podsIPv6, cluster.servicesIPv6],
        ),
      ).toEqual([
        `NetworkPolicy/parser-egress-internet: parser-worker reaches the cluster's range ${cluster.servicesIPv6} (::/0)`,
      ]);
    });
  });
});

describe('infra/k8s secrets example', () => {
  test('production refuses every placeholder in secrets.env.example', () => {
    const example = readFileSync(resolve(K8S_DIR, 'overlays/production/secrets.env.example'), 'utf8');
    const env = Object.fromEntries(
      example
        .split('\n')
        .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    let message = '';
    try {
      loadConfig(baseConfigSchema, { ...env, NODE_ENV: 'production' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const key of ['SESSION_SECRET', 'INTERNAL_TOKEN', 'DATABASE_URL', 'REDIS_URL'])
      expect(message).toContain(`${key}: `);
    // Redis asks for a password, which the URL carries; the mail goes to a relay, not the catcher.
    expect(redisUrlPassword(env['REDIS_URL'] ?? '')).not.toBe('');
    expect(env['ALLOW_MAIL_CATCHER_IN_PRODUCTION']).toBeUndefined();
    expect(readEnvFile(example)).toEqual(env);
  });
});
