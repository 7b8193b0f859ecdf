/**
 * Logical backups of every schema the services own: one gzipped JSON-lines file a table, read in
 * one repeatable-read snapshot, and a manifest naming the migration the rows belong to. A restore
 * brings an empty database to that migration, loads the rows in foreign-key order in one
 * transaction, then migrates to the current code's latest, so a backup of an older version restores
 * into a newer one. Unlike pg_dump, it does not need a client as new as the server.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateTo, migrateToLatest } from './migrate.ts';

/** The schemas the services own (ARCHITECTURE.md: one schema per service). */
export const BACKUP_SCHEMAS = ['auth', 'recipes', 'grocery', 'billing'] as const;
const MIGRATION_TABLE = 'cookmark_migrations';
const FETCH_ROWS = 500;
const INSERT_ROWS = 500;

export interface BackupTable {
  schema: string;
  table: string;
  rows: number;
  file: string;
  sha256: string;
}

export interface BackupManifest {
  format: 'cookmark-backup';
  version: 1;
  createdAt: string;
  /** The last migration applied when the backup was taken. */
  migration: string;
  schemas: string[];
  tables: BackupTable[];
}

interface TableName {
  schema: string;
  table: string;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const qualified = ({ schema, table }: TableName) => `${ident(schema)}.${ident(table)}`;

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function withKysely<T>(databaseUrl: string, work: (db: Kysely<unknown>) => Promise<T>): Promise<T> {
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl, max: 1 }) }),
  });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

async function lastMigration(client: pg.Client): Promise<string | undefined> {
  const exists = await client.query(`select to_regclass($1) is not null as present`, [
    `public.${MIGRATION_TABLE}`,
  ]);
  if (!exists.rows[0]?.present) return undefined;
  const result = await client.query<{ name: string }>(
    `select name from public.${ident(MIGRATION_TABLE)} order by name desc limit 1`,
  );
  return result.rows[0]?.name;
}

/** The owned schemas' tables, parents before the tables whose foreign keys point at them. */
async function tablesInLoadOrder(client: pg.Client): Promise<TableName[]> {
  const tables = await client.query<TableName>(
    `select table_schema as schema, table_name as table from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema = any($1) order by 1, 2`,
    [BACKUP_SCHEMAS],
  );
  const edges = await client.query<{ child: string; parent: string }>(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = any($1) and c.conrelid <> c.confrelid`,
    [BACKUP_SCHEMAS],
  );
  const key = (t: TableName) => `${t.schema}.${t.table}`;
  const regclass = (t: TableName) =>
    [t.schema, t.table].map((part) => (/^[a-z_][a-z0-9_]*$/.test(part) ? part : ident(part))).join('.');
  const byRegclass = new Map(tables.rows.map((t) => [regclass(t), key(t)]));
  const parents = new Map<string, Set<string>>(tables.rows.map((t) => [key(t), new Set<string>()]));
  for (const edge of edges.rows) {
    const child = byRegclass.get(edge.child);
    const parent = byRegclass.get(edge.parent);
    if (child && parent) parents.get(child)?.add(parent);
  }
  const ordered: TableName[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.rows.length) {
    const ready = tables.rows.filter(
      (t) => !placed.has(key(t)) && [...(parents.get(key(t)) ?? [])].every((p) => placed.has(p)),
    );
    if (ready.length === 0) throw new Error('The foreign keys between the tables form a cycle');
    for (const t of ready) {
      ordered.push(t);
      placed.add(key(t));
    }
  }
  return ordered;
}

/** Columns a restore writes: every column but the generated ones, which the database computes. */
async function writableColumns(client: pg.Client, table: TableName): Promise<string[]> {
  const result = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns
      where table_schema = $1 and table_name = $2 and is_generated = 'NEVER' order by ordinal_position`,
    [table.schema, table.table],
  );
  return result.rows.map((r) => r.column_name);
}

async function* rowsOf(client: pg.Client, table: TableName, columns: string[]): AsyncGenerator<string> {
  const cursor = `backup_${table.schema}_${table.table}`.replace(/[^a-z0-9_]/gi, '_');
  await client.query(`declare ${cursor} no scroll cursor for
    select row_to_json(t)::text as line from (select ${columns.map(ident).join(', ')} from ${qualified(table)}) t`);
  try {
    for (;;) {
      const batch = await client.query<{ line: string }>(`fetch ${FETCH_ROWS} from ${cursor}`);
      for (const row of batch.rows) yield `${row.line}\n`;
      if (batch.rows.length < FETCH_ROWS) return;
    }
  } finally {
    await client.query(`close ${cursor}`);
  }
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/**
 * Writes a backup of the database into `directory` (created when missing): every table of the owned
 * schemas, read in one consistent snapshot, and `manifest.json`.
 */
export async function backupDatabase(databaseUrl: string, directory: string): Promise<BackupManifest> {
  await mkdir(directory, { recursive: true });
  return withClient(databaseUrl, async (client) => {
    await client.query('begin isolation level repeatable read read only');
    try {
      const migration = await lastMigration(client);
      if (!migration) throw new Error('The database has no Cookmark migrations: nothing to back up');
      const tables: BackupTable[] = [];
      for (const table of await tablesInLoadOrder(client)) {
        const columns = await writableColumns(client, table);
        const file = `${table.schema}.${table.table}.jsonl.gz`;
        let rows = 0;
        const lines = rowsOf(client, table, columns);
        const counted = async function* () {
          for await (const line of lines) {
            rows += 1;
            yield line;
          }
        };
        await pipeline(Readable.from(counted()), createGzip(), createWriteStream(join(directory, file)));
        tables.push({ ...table, rows, file, sha256: await sha256Of(join(directory, file)) });
      }
      const manifest: BackupManifest = {
        format: 'cookmark-backup',
        version: 1,
        createdAt: new Date().toISOString(),
        migration,
        schemas: [...BACKUP_SCHEMAS],
        tables,
      };
      await writeFile(join(directory, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      return manifest;
    } finally {
      await client.query('rollback');
    }
  });
}

export async function readManifest(directory: string): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(join(directory, 'manifest.json'), 'utf8')) as BackupManifest;
  if (manifest.format !== 'cookmark-backup' || manifest.version !== 1)
    throw new Error(`${directory} is not a Cookmark backup (manifest.json format or version differs)`);
  return manifest;
}

async function hasUserData(client: pg.Client): Promise<boolean> {
  const present = await client.query(`select to_regclass('auth.users') is not null as present`);
  if (!present.rows[0]?.present) return false;
  const users = await client.query('select exists (select 1 from auth.users) as any');
  return Boolean(users.rows[0]?.any);
}

/** Sequences behind serial columns continue after the restored rows' largest value. */
async function resetSequences(client: pg.Client): Promise<void> {
  const owned = await client.query<{ seq: string; tbl: string; col: string }>(
    `select s.oid::regclass::text as seq, c.oid::regclass::text as tbl, a.attname as col
       from pg_class s join pg_depend d on d.objid = s.oid and d.deptype in ('a', 'i')
       join pg_class c on c.oid = d.refobjid join pg_attribute a on a.attrelid = c.oid and a.attnum = d.refobjsubid
       join pg_namespace n on n.oid = c.relnamespace
      where s.relkind = 'S' and n.nspname = any($1)`,
    [BACKUP_SCHEMAS],
  );
  for (const { seq, tbl, col } of owned.rows) {
    await client.query(
      `select setval($1::regclass, coalesce((select max(${ident(col)}) from ${tbl}), 0) + 1, false)`,
      [seq],
    );
  }
}

export interface RestoreOptions {
  /** Replace what the database holds; without it, a database that has accounts is refused. */
  replace?: boolean;
}

/**
 * Restores a backup: checks every file against the manifest first, brings the database to the
 * backup's migration, loads every table in one transaction (all or nothing), then migrates to the
 * latest. Returns the manifest and the rows restored per table.
 */
export async function restoreDatabase(
  databaseUrl: string,
  directory: string,
  options: RestoreOptions = {},
): Promise<{ manifest: BackupManifest; restored: Record<string, number> }> {
  const manifest = await readManifest(directory);
  for (const table of manifest.tables) {
    if ((await sha256Of(join(directory, table.file))) !== table.sha256)
      throw new Error(`${table.file} does not match the manifest's checksum: the backup is damaged`);
  }
  await withClient(databaseUrl, async (client) => {
    if (!options.replace && (await hasUserData(client)))
      throw new Error('The database already holds accounts; restore with --replace to overwrite it');
    const current = await lastMigration(client);
    if (current && current > manifest.migration)
      throw new Error(
        `The database is at migration ${current}, newer than the backup's ${manifest.migration}: restore into an empty database`,
      );
  });
  await withKysely(databaseUrl, (db) => migrateTo(db, manifest.migration));

  const restored: Record<string, number> = {};
  await withClient(databaseUrl, async (client) => {
    await client.query('begin');
    try {
      const order = await tablesInLoadOrder(client);
      await client.query(`truncate ${order.map(qualified).join(', ')} cascade`);
      for (const table of order) {
        const entry = manifest.tables.find((t) => t.schema === table.schema && t.table === table.table);
        if (!entry) continue;
        const columns = await writableColumns(client, table);
        const insert = async (batch: string[]) => {
          await client.query(
            `insert into ${qualified(table)} (${columns.map(ident).join(', ')})
             select ${columns.map(ident).join(', ')} from json_populate_recordset(null::${qualified(table)}, $1::json)`,
            [`[${batch.join(',')}]`],
          );
        };
        let batch: string[] = [];
        let count = 0;
        const lines = createInterface({
          input: createReadStream(join(directory, entry.file)).pipe(createGunzip()),
          crlfDelay: Infinity,
        });
        for await (const line of lines) {
          if (line.length === 0) continue;
          batch.push(line);
          count += 1;
          if (batch.length === INSERT_ROWS) {
            await insert(batch);
            batch = [];
          }
        }
        if (batch.length > 0) await insert(batch);
        if (count !== entry.rows)
          throw new Error(`${entry.file} holds ${count} rows, the manifest says ${entry.rows}`);
        restored[`${table.schema}.${table.table}`] = count;
      }
      await resetSequences(client);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  });
  await withKysely(databaseUrl, (db) => migrateToLatest(db));
  return { manifest, restored };
}
