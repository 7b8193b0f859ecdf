import { ensureDatabase } from '../admin.ts';
import { restoreDatabase } from '../backup.ts';

const url = process.env['DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/cookmark';
const args = process.argv.slice(2);
const directory = args.find((arg) => !arg.startsWith('--'));

try {
  if (!directory) throw new Error('Usage: npm run db:restore -- BACKUP_DIRECTORY [--replace]');
  await ensureDatabase(url);
  const { manifest, restored } = await restoreDatabase(url, directory, {
    replace: args.includes('--replace'),
  });
  for (const [table, rows] of Object.entries(restored)) console.log(`restored ${rows} rows of ${table}`);
  console.log(
    `Restored the backup of ${manifest.createdAt} (migration ${manifest.migration}) and migrated to the latest.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
