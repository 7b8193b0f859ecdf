/**
 * What a deployment exposes, read from its files without starting anything: docker-compose.yml
 * (with docker-compose.dev.yml), rendered as compose renders it, and the kustomizations of
 * infra/k8s, rendered with `kubectl kustomize`. Each check returns one line per problem (none: the
 * deployment holds the rules); infra/src/compose, infra/src/k8s and the attack suite's
 * deployment.test.ts run them.
 *
 * The rules: only the gateway publishes a port (data stores, the mail catcher and the Stripe
 * stand-in at most on loopback, in the development override); Redis requires a password and every
 * REDIS_URL carries one; production mail never goes to the mail catcher unless explicitly allowed;
 * every network-policy rule names its peers (a rule on ports without `to` reaches any address); the
 * internet egress never reaches the cluster's own ranges.
 *
 * Compose is rendered here rather than by `docker compose config`, which needs the compose plugin:
 * YAML merge keys, then each override file merged in (mappings key by key; `ports` and the other
 * lists compose concatenates are concatenated, other lists replaced), then `${VAR}` interpolation.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import { resolve } from 'node:path';
import { isMailCatcherUrl } from '@cookmark/service-kit';
import { parse, parseAllDocuments } from 'yaml';

/* eslint-disable @typescript-eslint/no-explicit-any -- rendered compose files and manifests, read per key */

// ---------------------------------------------------------------------------------------------
// Compose

export interface ComposeService {
  image?: string;
  command?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  ports?: (string | number | Record<string, unknown>)[];
  network_mode?: string;
  [key: string]: any;
}

export interface ComposeProject {
  services: Record<string, ComposeService>;
  [key: string]: any;
}

/** Lists compose concatenates when an override file sets them again (the rest are replaced). */
const CONCATENATED = new Set([
  'ports',
  'expose',
  'dns',
  'dns_search',
  'tmpfs',
  'external_links',
  'cap_add',
  'cap_drop',
  'security_opt',
  'volumes',
  'devices',
]);

function isMapping(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function merge(base: unknown, override: unknown, key = ''): unknown {
  if (isMapping(base) && isMapping(override)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [k, v] of Object.entries(override)) merged[k] = k in base ? merge(base[k], v, k) : v;
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(override) && CONCATENATED.has(key)) return [...base, ...override];
  return override;
}

/** A compose `${...}` expression's value, or an error for `${VAR:?message}` with VAR unset. */
export function interpolate(text: string, env: Record<string, string | undefined>): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const dollar = text.indexOf('$', i);
    if (dollar === -1 || dollar === text.length - 1) {
      out += text.slice(i);
      break;
    }
    out += text.slice(i, dollar);
    const next = text[dollar + 1];
    if (next === '$') {
      out += '$';
      i = dollar + 2;
      continue;
    }
    if (next !== '{') {
      const name = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(dollar + 1))?.[0];
      if (!name) {
        out += '$';
        i = dollar + 1;
        continue;
      }
      out += env[name] ?? '';
      i = dollar + 1 + name.length;
      continue;
    }
    // ${...}, with nested ${...} allowed in the default.
    let depth = 0;
    let end = dollar + 1;
    for (; end < text.length; end++) {
      if (text[end] === '{') depth++;
      else if (text[end] === '}' && --depth === 0) break;
    }
    if (end >= text.length) throw new Error(`compose: unclosed \${ in ${JSON.stringify(text)}`);
    const inner = text.slice(dollar + 2, end);
    const match = /^([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?+])([\s\S]*))?$/.exec(inner);
    if (!match) throw new Error(`compose: bad expression \${${inner}}`);
    const [, name = '', colon, operator, argument = ''] = match;
    const value = env[name];
    const unset = colon ? value === undefined || value === '' : value === undefined;
    if (!operator) out += value ?? '';
    else if (operator === '-') out += unset ? interpolate(argument, env) : value;
    else if (operator === '+') out += unset ? '' : interpolate(argument, env);
    else if (unset) throw new Error(`compose: ${name}: ${interpolate(argument, env) || 'required'}`);
    else out += value;
    i = end + 1;
  }
  return out;
}

function interpolateAll(node: unknown, env: Record<string, string | undefined>): unknown {
  if (typeof node === 'string') return interpolate(node, env);
  if (Array.isArray(node)) return node.map((item) => interpolateAll(item, env));
  if (isMapping(node))
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, interpolateAll(v, env)]));
  return node;
}

/**
 * The compose project `docker compose -f files[0] -f files[1] ... config` would show, for the
 * variables in `env` (what a `.env` file and the shell give; {} for none).
 */
export function loadCompose(
  root: string,
  files: string[] = ['docker-compose.yml'],
  env: Record<string, string | undefined> = {},
): ComposeProject {
  const merged = files
    .map((file) => parse(readFileSync(resolve(root, file), 'utf8'), { merge: true }) as unknown)
    .reduce((base, override) => merge(base, override));
  const project = interpolateAll(merged, env) as ComposeProject;
  // Extension fields (x-...) are templates, not part of the model.
  return Object.fromEntries(
    Object.entries(project).filter(([key]) => !key.startsWith('x-')),
  ) as ComposeProject;
}

export interface PublishedPort {
  service: string;
  /** The host address it listens on; '' for every interface (0.0.0.0 and ::). */
  hostIp: string;
  /** The host port; '' for one Docker picks. */
  published: string;
  target: string;
}

/** A `ports` entry, short (`[HOST_IP:][HOST_PORT:]CONTAINER_PORT[/PROTOCOL]`) or long syntax. */
export function parsePort(service: string, entry: unknown): PublishedPort {
  if (isMapping(entry)) {
    return {
      service,
      hostIp: String(entry['host_ip'] ?? ''),
      published: String(entry['published'] ?? ''),
      target: String(entry['target'] ?? ''),
    };
  }
  const text = String(entry).replace(/\/(tcp|udp|sctp)$/, '');
  const match = /^(?:(.*):)?([^:]*):([^:]+)$/.exec(text);
  if (!match) return { service, hostIp: '', published: '', target: text };
  const [, hostIp = '', published = '', target = ''] = match;
  return { service, hostIp: hostIp.replace(/^\[|\]$/g, ''), published, target };
}

export function publishedPorts(project: ComposeProject): PublishedPort[] {
  return Object.entries(project.services ?? {}).flatMap(([name, service]) =>
    (service.ports ?? []).map((entry) => parsePort(name, entry)),
  );
}

export function isLoopback(host: string): boolean {
  if (host === 'localhost') return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/** A service's environment as a map (compose accepts a map or a list of NAME=value). */
export function serviceEnvironment(service: ComposeService): Record<string, string> {
  const environment = service.environment ?? {};
  const entries = Array.isArray(environment)
    ? environment.map((line) => {
        const at = line.indexOf('=');
        return at === -1 ? [line, ''] : [line.slice(0, at), line.slice(at + 1)];
      })
    : Object.entries(environment).map(([k, v]) => [k, v === null ? '' : String(v)]);
  return Object.fromEntries(entries) as Record<string, string>;
}

function commandWords(command: unknown): string[] {
  if (Array.isArray(command)) return command.map(String);
  if (typeof command === 'string') return command.split(/\s+/).filter(Boolean);
  return [];
}

/** The value after `--requirepass` (redis-server's own flag), '' when there is none. */
export function requirepass(words: string[]): string {
  const at = words.indexOf('--requirepass');
  return at === -1 ? '' : (words[at + 1] ?? '');
}

const isRedisImage = (image: unknown) => /(^|\/)redis(:|@|$)/.test(String(image ?? ''));

/** A REDIS_URL's password, '' when it has none (or is no URL). */
export function redisUrlPassword(url: string): string {
  try {
    return decodeURIComponent(new URL(url).password);
  } catch {
    return '';
  }
}

/** What ALLOW_MAIL_CATCHER_IN_PRODUCTION says (zod's stringbool: true, 1, yes, on, y, enabled). */
const allowsMailCatcher = (value: string | undefined) =>
  /^(true|1|yes|on|y|enabled)$/i.test((value ?? '').trim());

/** Redis URLs in problems keep their host, never a password. */
const redacted = (url: string) => url.replace(/\/\/[^@/]*@/, '//***@');

export interface ComposeRules {
  /** Services that may publish a port on every interface (the public entry). */
  public: string[];
  /**
   * Whether the other services may publish on loopback (the development override), as opposed to
   * not at all.
   */
  loopbackAllowed: boolean;
}

/** What the rendered compose project exposes that it must not. */
export function composeExposureProblems(
  project: ComposeProject,
  rules: ComposeRules = { public: ['gateway'], loopbackAllowed: false },
): string[] {
  const problems: string[] = [];
  for (const [name, service] of Object.entries(project.services ?? {})) {
    if (service.network_mode === 'host')
      problems.push(`${name}: network_mode host puts every port it listens on on the host`);
  }
  for (const port of publishedPorts(project)) {
    if (rules.public.includes(port.service)) continue;
    const where = `${port.hostIp || 'every interface'}:${port.published || '(any)'} -> ${port.target}`;
    if (!rules.loopbackAllowed)
      problems.push(
        `${port.service}: publishes ${where}; only ${rules.public.join(', ')} may publish a port`,
      );
    else if (!isLoopback(port.hostIp))
      problems.push(
        `${port.service}: publishes ${where}, reachable from other machines; bind it to 127.0.0.1`,
      );
  }

  const redisPasswords = new Map<string, string>();
  for (const [name, service] of Object.entries(project.services ?? {})) {
    if (!isRedisImage(service.image)) continue;
    const password = requirepass(commandWords(service.command));
    redisPasswords.set(name, password);
    if (!password) problems.push(`${name}: Redis runs without a password (redis-server --requirepass)`);
  }
  for (const [name, service] of Object.entries(project.services ?? {})) {
    const env = serviceEnvironment(service);
    const url = env['REDIS_URL'];
    if (url !== undefined) {
      const password = redisUrlPassword(url);
      let host = '';
      try {
        host = new URL(url).hostname;
      } catch {
        // Reported below as a URL without a password.
      }
      if (!password) problems.push(`${name}: REDIS_URL ${redacted(url)} carries no password`);
      else if (redisPasswords.get(host) && redisPasswords.get(host) !== password)
        problems.push(`${name}: REDIS_URL's password is not the one ${host} requires`);
    }
    const smtp = env['SMTP_URL'];
    if (
      env['NODE_ENV'] === 'production' &&
      smtp !== undefined &&
      isMailCatcherUrl(smtp) &&
      allowsMailCatcher(env['ALLOW_MAIL_CATCHER_IN_PRODUCTION'])
    ) {
      problems.push(
        `${name}: production mail goes to the mail catcher (${smtp}) without anyone asking for it ` +
          '(ALLOW_MAIL_CATCHER_IN_PRODUCTION is on by default)',
      );
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Kubernetes

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: any;
  data?: Record<string, string>;
}

export function kubectlAvailable(): boolean {
  return spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;
}

export function parseManifests(text: string): K8sObject[] {
  return parseAllDocuments(text)
    .map((document) => document.toJS() as K8sObject | null)
    .filter((object): object is K8sObject => object !== null);
}

/** `kubectl kustomize <dir>`: the manifests as they would be applied. */
export function renderKustomization(dir: string): { text: string; objects: K8sObject[] } {
  const text = execFileSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
  return { text, objects: parseManifests(text) };
}

const POD_TEMPLATE_KINDS = new Set(['Deployment', 'StatefulSet', 'DaemonSet', 'ReplicaSet', 'Job']);

/** Every pod spec of the objects, by the object's kind/name. */
function podSpecs(objects: K8sObject[]): [string, any][] {
  return objects.flatMap((object): [string, any][] => {
    const id = `${object.kind}/${object.metadata.name}`;
    if (object.kind === 'Pod') return [[id, object.spec]];
    if (object.kind === 'CronJob') return [[id, object.spec?.jobTemplate?.spec?.template?.spec]];
    if (POD_TEMPLATE_KINDS.has(object.kind)) return [[id, object.spec?.template?.spec]];
    return [];
  });
}

/** Ports on which a data store or mail relay listens: their egress must name its destination. */
export const STORE_PORTS = [5432, 6379, 25, 465, 587];

/** What the rendered manifests expose that they must not. */
export function kubernetesExposureProblems(objects: K8sObject[], publicService = 'gateway'): string[] {
  const problems: string[] = [];
  for (const service of objects.filter((o) => o.kind === 'Service')) {
    const type = service.spec?.type ?? 'ClusterIP';
    if (type === 'NodePort' || type === 'LoadBalancer')
      problems.push(`Service/${service.metadata.name}: type ${type} is reachable from outside the cluster`);
    if ((service.spec?.externalIPs ?? []).length > 0)
      problems.push(`Service/${service.metadata.name}: externalIPs publish it`);
  }
  for (const ingress of objects.filter((o) => o.kind === 'Ingress')) {
    const backends = [
      ingress.spec?.defaultBackend?.service?.name,
      ...(ingress.spec?.rules ?? []).flatMap((rule: any) =>
        (rule.http?.paths ?? []).map((path: any) => path.backend?.service?.name),
      ),
    ].filter(Boolean);
    for (const backend of backends)
      if (backend !== publicService)
        problems.push(`Ingress/${ingress.metadata.name}: sends outside traffic to ${backend}`);
  }
  for (const [id, spec] of podSpecs(objects)) {
    if (!spec) continue;
    if (spec.hostNetwork) problems.push(`${id}: hostNetwork puts every port it listens on on the node`);
    for (const container of [...(spec.containers ?? []), ...(spec.initContainers ?? [])]) {
      for (const port of container.ports ?? [])
        if (port.hostPort) problems.push(`${id}: ${container.name} publishes hostPort ${port.hostPort}`);
      for (const variable of container.env ?? []) {
        if (
          variable.name === 'REDIS_URL' &&
          typeof variable.value === 'string' &&
          !redisUrlPassword(variable.value)
        )
          problems.push(`${id}: REDIS_URL ${redacted(variable.value)} carries no password`);
        if (variable.name === 'ALLOW_MAIL_CATCHER_IN_PRODUCTION' && allowsMailCatcher(variable.value))
          problems.push(`${id}: allows the development mail catcher in production`);
      }
      if (isRedisImage(container.image)) {
        const words = [...(container.command ?? []), ...(container.args ?? [])].map(String);
        const password = requirepass(words);
        // The password comes from a Secret: `--requirepass $(REDIS_PASSWORD)`, that variable from secretKeyRef.
        const variable = /^\$\((\w+)\)$/.exec(password)?.[1];
        const fromSecret = (container.env ?? []).some(
          (v: any) => v.name === variable && v.valueFrom?.secretKeyRef,
        );
        if (!password) problems.push(`${id}: Redis (${container.name}) runs without a password`);
        else if (!fromSecret)
          problems.push(`${id}: Redis (${container.name}) takes its password from no Secret`);
      }
    }
  }
  for (const configMap of objects.filter((o) => o.kind === 'ConfigMap')) {
    const data = configMap.data ?? {};
    if (data['REDIS_URL'] !== undefined && !redisUrlPassword(data['REDIS_URL']))
      problems.push(
        `ConfigMap/${configMap.metadata.name}: REDIS_URL ${redacted(data['REDIS_URL'])} carries no password`,
      );
    if (allowsMailCatcher(data['ALLOW_MAIL_CATCHER_IN_PRODUCTION']))
      problems.push(
        `ConfigMap/${configMap.metadata.name}: allows the development mail catcher in production`,
      );
    if (data['NODE_ENV'] === 'production' && data['SMTP_URL'] && isMailCatcherUrl(data['SMTP_URL']))
      problems.push(`ConfigMap/${configMap.metadata.name}: production mail goes to the mail catcher`);
  }
  problems.push(...networkPolicyPeerProblems(objects));
  return problems;
}

/**
 * Every network-policy rule names its peers: an egress rule without `to` (or an ingress rule
 * without `from`) allows every address on its ports. A data store's or mail relay's port is never
 * open to the whole internet.
 */
export function networkPolicyPeerProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const policy of objects.filter((o) => o.kind === 'NetworkPolicy')) {
    const id = `NetworkPolicy/${policy.metadata.name}`;
    for (const [index, rule] of (policy.spec?.egress ?? []).entries()) {
      const ports = (rule.ports ?? []).map((p: any) => p.port).join(', ') || 'every port';
      if (!Array.isArray(rule.to) || rule.to.length === 0) {
        problems.push(`${id}: egress rule ${index} (${ports}) has no \`to\`: it reaches any address`);
        continue;
      }
      const storePorts = (rule.ports ?? []).some((p: any) => STORE_PORTS.includes(Number(p.port)));
      const everywhere = rule.to.some((peer: any) => /\/0$/.test(peer.ipBlock?.cidr ?? ''));
      if (storePorts && everywhere)
        problems.push(`${id}: egress rule ${index} (${ports}) reaches the whole internet`);
    }
    for (const [index, rule] of (policy.spec?.ingress ?? []).entries()) {
      if (!Array.isArray(rule.from) || rule.from.length === 0)
        problems.push(`${id}: ingress rule ${index} has no \`from\`: anyone reaches it`);
    }
  }
  return problems;
}

function cidrParts(cidr: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } {
  const [address = '', bits] = cidr.split('/');
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  return { address, prefix: Number(bits ?? (family === 'ipv6' ? 128 : 32)), family };
}

/** Whether `inner` lies wholly inside `outer` (both CIDRs). */
export function cidrContains(outer: string, inner: string): boolean {
  const o = cidrParts(outer);
  const i = cidrParts(inner);
  if (o.family !== i.family || o.prefix > i.prefix) return false;
  const list = new BlockList();
  list.addSubnet(o.address, o.prefix, o.family);
  return list.check(i.address, i.family);
}

/**
 * Whether an ipBlock peer lets traffic reach an address (in its cidr and in none of its excepts).
 */
export function ipBlockAllows(ipBlock: { cidr: string; except?: string[] }, address: string): boolean {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  const inBlock = (cidr: string) => {
    const parts = cidrParts(cidr);
    if (parts.family !== family) return false;
    const list = new BlockList();
    list.addSubnet(parts.address, parts.prefix, parts.family);
    return list.check(address, family);
  };
  return inBlock(ipBlock.cidr) && !(ipBlock.except ?? []).some(inBlock);
}

/** Whether a label selector (matchLabels and matchExpressions) selects these labels. */
export function selectorMatches(selector: any, labels: Record<string, string>): boolean {
  if (!selector) return true;
  const byLabel = Object.entries(selector.matchLabels ?? {}).every(([k, v]) => labels[k] === v);
  const byExpression = (selector.matchExpressions ?? []).every((e: any) => {
    switch (e.operator) {
      case 'In':
        return e.values.includes(labels[e.key]);
      case 'NotIn':
        return !e.values.includes(labels[e.key]);
      case 'Exists':
        return e.key in labels;
      case 'DoesNotExist':
        return !(e.key in labels);
      default:
        return false;
    }
  });
  return byLabel && byExpression;
}

/** The pod labels of the Deployment `name`. */
export function podLabels(objects: K8sObject[], name: string): Record<string, string> {
  const deployment = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === name);
  if (!deployment) throw new Error(`no Deployment ${name}`);
  return deployment.spec.template.metadata.labels ?? {};
}

/**
 * The egress of the Deployments `apps` keeps the cluster's own ranges out: wherever an ipBlock
 * (the internet: 0.0.0.0/0, ::/0) covers one of them, one of its exceptions covers it whole.
 */
export function clusterRangeProblems(
  objects: K8sObject[],
  apps: string[],
  clusterRanges: string[],
): string[] {
  const problems: string[] = [];
  for (const app of apps) {
    const labels = podLabels(objects, app);
    const policies = objects.filter(
      (o) =>
        o.kind === 'NetworkPolicy' &&
        (o.spec?.policyTypes ?? []).includes('Egress') &&
        selectorMatches(o.spec?.podSelector, labels),
    );
    for (const policy of policies) {
      for (const rule of policy.spec?.egress ?? []) {
        for (const peer of rule.to ?? []) {
          if (!peer.ipBlock) continue;
          for (const range of clusterRanges) {
            if (!cidrContains(peer.ipBlock.cidr, range)) continue;
            const excluded = (peer.ipBlock.except ?? []).some((e: string) => cidrContains(e, range));
            if (!excluded)
              problems.push(
                `NetworkPolicy/${policy.metadata.name}: ${app} reaches the cluster's range ${range} (${peer.ipBlock.cidr})`,
              );
          }
        }
      }
    }
  }
  return problems;
}

/** An overlay's network-ranges.yaml (the NetworkRanges object components/network-ranges reads). */
export interface NetworkRanges {
  postgres: unknown[];
  redis: unknown[];
  photoStore: unknown[];
  smtp: unknown[];
  cluster: { podsIPv4: string; servicesIPv4: string; podsIPv6: string; servicesIPv6: string };
}

export function readNetworkRanges(file: string): NetworkRanges {
  const object = parse(readFileSync(file, 'utf8')) as { kind: string; spec: NetworkRanges };
  if (object.kind !== 'NetworkRanges') throw new Error(`${file}: not a NetworkRanges object`);
  return object.spec;
}

/** Lines of an env file (KEY=value), as kubectl's --from-env-file reads them. */
export function readEnvFile(text: string): Record<string, string> {
  return Object.fromEntries(
    text
      .split('\n')
      .filter((line) => /^[A-Z_][A-Z0-9_]*=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

// ---------------------------------------------------------------------------------------------
// Calls between pods of ours

/** Whether the network policies let the pods with these labels connect in one direction. */
function policiesAllow(
  objects: K8sObject[],
  direction: 'Ingress' | 'Egress',
  own: Record<string, string>,
  peer: Record<string, string>,
  port: number,
): boolean {
  return objects
    .filter((o) => o.kind === 'NetworkPolicy' && (o.spec?.policyTypes ?? []).includes(direction))
    .filter((policy) => selectorMatches(policy.spec?.podSelector, own))
    .some((policy) =>
      (policy.spec?.[direction === 'Ingress' ? 'ingress' : 'egress'] ?? []).some((rule: any) => {
        const ports = rule.ports ?? [];
        const onPort =
          ports.length === 0 ||
          ports.some((p: any) => Number(p.port) === port && (p.protocol ?? 'TCP') === 'TCP');
        const peers = (direction === 'Ingress' ? rule.from : rule.to) ?? [];
        // Pods of the same namespace: a peer with a podSelector and no namespaceSelector.
        return (
          onPort &&
          peers.some(
            (p: any) => p.podSelector && !p.namespaceSelector && selectorMatches(p.podSelector, peer),
          )
        );
      }),
    );
}

/** A call one Deployment's code makes to a service of ours, found in its source. */
export interface ServiceCall {
  from: string;
  /** The setting the code reads the address from (RECIPES_URL). */
  setting: string;
  /** The Service it names, and the port. */
  service: string;
  port: number;
}

const RELATIVE_IMPORT = /\bfrom\s+'(\.{1,2}\/[^']+\.ts)'|\bimport\(\s*'(\.{1,2}\/[^']+\.ts)'\s*\)/g;
const SETTING_READ = /\.([A-Z][A-Z0-9]*_URL)\b/g;

/**
 * The `*_URL` settings the code of an entry point reads (`config.RECIPES_URL`), following its
 * relative imports (its own service's files; the shared libraries are not read).
 */
export function settingsReadFrom(entry: string): string[] {
  const seen = new Set<string>();
  const settings = new Set<string>();
  const queue = [resolve(entry)];
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file) || file.endsWith('.test.ts')) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(SETTING_READ)) settings.add(match[1] as string);
    for (const match of text.matchAll(RELATIVE_IMPORT))
      queue.push(resolve(file, '..', (match[1] ?? match[2]) as string));
  }
  return [...settings].sort();
}

/**
 * The calls each Deployment's code makes to the services of ours: its container's `.ts` entry
 * point (under `root`), the `*_URL` settings that code reads, and the Service each one's value in
 * the rendered ConfigMaps names (http://recipes:3002: the Service `recipes`, port 3002).
 */
export function serviceCallsFromSource(root: string, objects: K8sObject[]): ServiceCall[] {
  const settings = Object.assign(
    {},
    ...objects.filter((o) => o.kind === 'ConfigMap').map((o) => o.data ?? {}),
  ) as Record<string, string>;
  const services = new Set(objects.filter((o) => o.kind === 'Service').map((o) => o.metadata.name));
  const calls: ServiceCall[] = [];
  for (const deployment of objects.filter((o) => o.kind === 'Deployment')) {
    const entries = (deployment.spec?.template?.spec?.containers ?? [])
      .flatMap((c: any) => [...(c.command ?? []), ...(c.args ?? [])].map(String))
      .filter((word: string) => word.endsWith('.ts'));
    for (const entry of entries as string[]) {
      for (const setting of settingsReadFrom(resolve(root, entry))) {
        let url: URL;
        try {
          url = new URL(settings[setting] ?? '');
        } catch {
          continue;
        }
        if (!services.has(url.hostname)) continue;
        const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
        calls.push({ from: deployment.metadata.name, setting, service: url.hostname, port });
      }
    }
  }
  return calls;
}

/**
 * The calls the network policies refuse: both ends must allow it, the caller's egress and the
 * called pods' ingress (the pods the Service selects).
 */
export function serviceCallProblems(objects: K8sObject[], calls: ServiceCall[]): string[] {
  const problems: string[] = [];
  for (const call of calls) {
    const service = objects.find((o) => o.kind === 'Service' && o.metadata.name === call.service);
    const own = podLabels(objects, call.from);
    const target = service?.spec?.selector ?? {};
    const where = `${call.from} calls ${call.service}:${call.port} (${call.setting})`;
    if (!policiesAllow(objects, 'Egress', own, target, call.port))
      problems.push(`${where}, but no NetworkPolicy lets ${call.from} out to it`);
    if (!policiesAllow(objects, 'Ingress', target, own, call.port))
      problems.push(`${where}, but no NetworkPolicy lets it in to ${call.service}`);
  }
  return problems;
}
