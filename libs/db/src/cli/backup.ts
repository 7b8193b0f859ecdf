import { join } from 'node:path';
import { backupDatabase } from '../backup.ts';

const url = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/cookmark';
const outIndex = process.argv.indexOf('--out');
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
const directory = outIndex > 0 ? process.argv[outIndex + 1] : join('backups', `cookmark-${stamp}`);

try {
  if (!directory) throw new Error('Usage: npm run db:backup [-- --out DIRECTORY]');
  const manifest = await backupDatabase(url, directory);
  const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
  console.log(
    `Backed up ${rows} rows in ${manifest.tables.length} tables (migration ${manifest.migration}) to ${directory}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
