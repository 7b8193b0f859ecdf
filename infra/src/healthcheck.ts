/**
 * A container health check (docker-compose.yml): exits 0 when the address answers 2xx within 2 s.
 *   node infra/src/healthcheck.ts http://127.0.0.1:3001/readyz
 */
const url = process.argv[2] ?? 'http://127.0.0.1:3000/readyz';
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
  process.exitCode = response.ok ? 0 : 1;
} catch {
  process.exitCode = 1;
}
