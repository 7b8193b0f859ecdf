import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CollectionPool } from './collection-pool.ts';
import { COLLECTION_MESSAGES } from './limits.ts';
import { zipBomb } from './testing/hostile-archives.ts';

const EXPORTS = path.resolve(__dirname, '..', '..', 'test', 'fixtures', 'app-exports');

describe('reading uploads in a worker thread', () => {
  const pool = new CollectionPool({ timeoutMs: 60_000 });
  afterAll(() => pool.close());

  it('reads an export, photos and all, off the event loop', async () => {
    const reading = await pool.read(
      new Uint8Array(readFileSync(path.join(EXPORTS, 'nextcloud.zip'))),
      'nextcloud.zip',
    );
    expect(reading.recipes.map((r) => r.title).sort()).toEqual([
      'Air Fryer Shrimp',
      'Chicken Parmigiana',
      "Skillet Shepherd's Pie",
    ]);
    const shrimp = reading.recipes.find((r) => r.title === 'Air Fryer Shrimp');
    expect(shrimp?.photo && 'bytes' in shrimp.photo ? shrimp.photo.bytes.length : 0).toBeGreaterThan(100);
  });

  it('passes a refusal on with its message', async () => {
    await expect(pool.read(zipBomb(), 'bomb.zip')).rejects.toThrow(COLLECTION_MESSAGES.bomb('recipes.json'));
  });
});
