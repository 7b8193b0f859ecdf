/**
 * Validates Kubernetes objects against the API schemas shipped by `kubernetes-models` (one JSON
 * schema per apiVersion and kind). Reads a YAML stream (e.g. `kubectl kustomize ...` output) on
 * standard input and prints one JSON line: `{ checked: [...], problems: [...] }`; exits 1 when an
 * object is invalid or of a kind it does not know.
 *
 *   kubectl kustomize infra/k8s/overlays/production | node infra/src/k8s/validate-schemas.ts
 *
 * A separate process because `kubernetes-models` is ESM-only, which Jest's CommonJS transform
 * does not load; the tests run this file with Node.
 */
import { parseAllDocuments } from 'yaml';

interface Checked {
  kind: string;
  name: string;
}

/** `apps/v1` → `kubernetes-models/apps/v1`; the core group `v1` → `kubernetes-models/v1`. */
function modulePath(apiVersion: string): string {
  return `kubernetes-models/${apiVersion}`;
}

async function validate(object: Record<string, unknown>): Promise<string | null> {
  const apiVersion = String(object['apiVersion'] ?? '');
  const kind = String(object['kind'] ?? '');
  let module: Record<string, unknown>;
  try {
    module = (await import(modulePath(apiVersion))) as Record<string, unknown>;
  } catch {
    return `unknown apiVersion ${apiVersion}`;
  }
  const Model = module[kind] as (new (data: unknown) => { validate(): void }) | undefined;
  if (typeof Model !== 'function') return `unknown kind ${kind} in ${apiVersion}`;
  try {
    new Model(object).validate();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const documents = parseAllDocuments(Buffer.concat(chunks).toString('utf8'));
const checked: Checked[] = [];
const problems: string[] = [];
for (const document of documents) {
  if (document.errors.length > 0) {
    problems.push(`YAML: ${document.errors.map((e) => e.message).join('; ')}`);
    continue;
  }
  const object = document.toJS() as Record<string, unknown> | null;
  if (object === null) continue;
  const metadata = (object['metadata'] ?? {}) as { name?: string };
  const entry = { kind: String(object['kind']), name: String(metadata.name) };
  checked.push(entry);
  const problem = await validate(object);
  if (problem !== null) problems.push(`${entry.kind}/${entry.name}: ${problem}`);
}
console.log(JSON.stringify({ checked, problems }));
process.exitCode = problems.length > 0 ? 1 : 0;
