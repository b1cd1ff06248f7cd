import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, Migrator, PostgresDialect, type Migration, type MigrationProvider } from 'kysely';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema';
import * as initial from './migrations/001-initial';

export type Db = Kysely<Database>;

/** Ordered migrations; add a file and a line here. */
const MIGRATIONS: Record<string, Migration> = {
  '001-initial': initial,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** PostgreSQL when a URL is given, else embedded PGlite in `<dataDir>/pg` (`memory://` for a throw-away one). */
export function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  pgSchema?: string;
}): Db {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      ...(options.pgSchema ? { options: `-c search_path=${options.pgSchema}` } : {}),
    });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  if (options.dataDir.startsWith('memory://'))
    return new Kysely<Database>({ dialect: new PGliteDialect(new PGlite()) });
  const dir = join(options.dataDir, 'pg');
  mkdirSync(dir, { recursive: true });
  return new Kysely<Database>({ dialect: new PGliteDialect(new PGlite(dir)) });
}

export async function migrate(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  for (const r of results ?? [])
    if (r.status === 'Error') console.error(`migration ${r.migrationName} failed`);
  if (error) throw error;
}
