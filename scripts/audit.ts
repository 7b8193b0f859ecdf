/**
 * `npm run audit`: `npm audit --omit=dev --audit-level=high` over the committed lock. Fails on any
 * high or critical advisory in a production dependency. When the registry answers without an
 * advisory service (some mirrors refuse the bulk advisory call), it says so and does not fail: that
 * is no finding either way, and CI elsewhere still runs the check.
 */
import { spawnSync } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = spawnSync(npm, ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' });

interface AuditReport {
  metadata?: { vulnerabilities?: Record<string, number> };
  vulnerabilities?: Record<string, { severity: string; via: unknown[] }>;
  statusCode?: number;
  message?: string;
}

let report: AuditReport;
try {
  report = JSON.parse(run.stdout) as AuditReport;
} catch {
  console.error(`npm audit gave no report:\n${run.stderr}`);
  process.exit(1);
}

if (!report.metadata) {
  console.log(
    `npm audit: the registry did not answer the advisory query (${report.message ?? `status ${String(report.statusCode)}`}); production dependencies were not checked on this machine.`,
  );
  process.exit(0);
}

const counts = report.metadata.vulnerabilities ?? {};
const serious = (counts['high'] ?? 0) + (counts['critical'] ?? 0);
const names = Object.entries(report.vulnerabilities ?? {})
  .filter(([, v]) => v.severity === 'high' || v.severity === 'critical')
  .map(([name, v]) => `${name} (${v.severity})`);
console.log(`npm audit (production dependencies): ${JSON.stringify(counts)}`);
if (serious > 0) {
  console.error(
    `High or critical advisories: ${names.join(', ')}. Update them (npm audit fix) before landing.`,
  );
  process.exit(1);
}
