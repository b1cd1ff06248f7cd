import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { migrate, type Db } from '../db/database';
import type { Database } from '../db/schema';
import { seedIfEmpty } from '../seed/seed';
import { diskStore } from '../cdn/storage';

/** What a seeded database is made of: the migrations, the demo folders, the importer, the schemas. */
const SOURCES = ['server/db', 'server/seed', 'server/onboarding', 'schemas'];

export function fingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else hash.update(path).update(readFileSync(path));
    }
  };
  for (const dir of SOURCES) walk(dir);
  return hash.digest('hex').slice(0, 16);
}

/** How the dump is made (its name changes with it): the dumps of older code are not reused. */
const DUMP_FORMAT = 'small';
/** The dump read once per process: a Blob is never written to, so every PGlite may start from it. */
const loaded: Record<string, Blob> = {};

/**
 * A PGlite data directory already migrated and seeded with the demo merchants, as a dump the
 * server tests start from: a fresh PGlite spends 3–5 s in initdb on these machines, a dump loads
 * in under a second. Kept beside the CDN's originals the seed copies (`.cache/cdn`), named by a
 * hash of everything that makes it, so any change to a migration, a demo folder or the importer
 * makes a new one. Several workers may build it at once; each writes whole and renames.
 */
export async function seededPglite(imagesDir: string): Promise<Blob> {
  const file = join('.cache', 'cdn', `pglite-seeded-${DUMP_FORMAT}-${fingerprint()}.tar`);
  if (existsSync(file) && existsSync(imagesDir)) return (loaded[file] ??= new Blob([readFileSync(file)]));
  // 1 MB WAL segments instead of 16, and no template databases (nothing here creates a database):
  // the dump 44 → 20 MB and half its files, a PGlite started from it 0.54 → 0.38 s of CPU
  const pg = new PGlite({ initDbStartParams: ['--wal-segsize=1'] });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pg) }) as Db;
  await migrate(db);
  await seedIfEmpty(db, { pictures: diskStore(imagesDir) });
  await pg.exec(`UPDATE pg_database SET datistemplate = false WHERE datname IN ('template0', 'template1')`);
  await pg.exec('DROP DATABASE template0');
  await pg.exec('DROP DATABASE template1');
  await pg.exec('CHECKPOINT');
  const dump = await pg.dumpDataDir('none');
  await db.destroy();
  mkdirSync(join('.cache', 'cdn'), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, Buffer.from(await dump.arrayBuffer()));
  renameSync(temp, file);
  return dump;
}
