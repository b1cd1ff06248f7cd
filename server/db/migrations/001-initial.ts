import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { ROOT } from '../../paths';

/** The whole first schema (001-initial.sql); the same SQL runs on PGlite and PostgreSQL. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const schema = readFileSync(join(ROOT, 'server', 'db', 'migrations', '001-initial.sql'), 'utf8');
  for (const statement of schema
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean)) {
    await sql.raw(statement).execute(db);
  }
}
