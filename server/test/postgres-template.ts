import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { migrate, openDatabase } from '../db/database';
import { seedIfEmpty } from '../seed/seed';
import { diskStore } from '../cdn/storage';
import { fingerprint } from './pglite-template';

/** The schema the template's tables live in; each copy renames it to a name of its own. */
const TEMPLATE_SCHEMA = 'test_template';

const withClient = async <T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

const databaseUrl = (base: string, name: string) => {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The database TEST_DATABASE_URL names: the template and the copies are named after it. */
const baseName = (base: string) => decodeURIComponent(new URL(base).pathname.slice(1)) || 'postgres';

let ready: Promise<string> | undefined;

/**
 * A PostgreSQL database migrated and seeded with the demo merchants, which each test server's own
 * database is copied from (`CREATE DATABASE … TEMPLATE`, ~0.2 s) instead of running 50+ migrations
 * and the seed into a fresh schema (~1.5 s, more on a busy machine). Named by a hash of everything
 * that makes it (as the PGlite dump is), so a changed migration, demo folder or importer makes a
 * new one, and the stale ones are dropped. Vitest's workers race to make it: the first takes an
 * advisory lock, builds it under another name and renames it when whole; the others wait on the
 * lock and find it made.
 */
export function postgresTemplate(base: string, imagesDir: string): Promise<string> {
  ready ??= makeTemplate(base, imagesDir).catch((error: unknown) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

async function makeTemplate(base: string, imagesDir: string): Promise<string> {
  const prefix = `${baseName(base)}_tmpl_`;
  const name = `${prefix}${fingerprint()}`;
  return withClient(base, async (admin) => {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [prefix]);
    try {
      const { rows } = await admin.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [prefix],
      );
      // the seed also copies the demo's pictures to disk: without them the template is made again
      const made = rows.some((row) => row.datname === name);
      if (made && existsSync(imagesDir)) return name;
      // an earlier fingerprint's template, a build cut short, or one whose pictures are gone
      for (const { datname } of rows)
        await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => undefined);
      const building = `${name}_build`;
      await admin.query(`CREATE DATABASE "${building}"`);
      const url = databaseUrl(base, building);
      await withClient(url, (client) => client.query(`CREATE SCHEMA ${TEMPLATE_SCHEMA}`));
      const db = openDatabase({ databaseUrl: url, dataDir: 'memory://', pgSchema: TEMPLATE_SCHEMA });
      try {
        await migrate(db, TEMPLATE_SCHEMA);
        await seedIfEmpty(db, { pictures: diskStore(imagesDir) });
      } finally {
        await db.destroy();
      }
      // no one connects to a template: a copy is refused while anyone is
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${name}"`);
      await admin.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      return name;
    } finally {
      await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [prefix]);
    }
  });
}

/**
 * A test server's own database, copied from the template, with its tables in a schema of its own
 * name (the name its connections carry in pg_stat_activity and its event channel is named by).
 */
export async function copyOfTemplate(
  base: string,
  imagesDir: string,
): Promise<{ url: string; schema: string; drop(): Promise<void> }> {
  const template = await postgresTemplate(base, imagesDir);
  const id = randomBytes(6).toString('hex');
  const name = `${baseName(base)}_t_${id}`;
  const schema = `test_${id}`;
  await withClient(base, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  const url = databaseUrl(base, name);
  await withClient(url, (client) => client.query(`ALTER SCHEMA ${TEMPLATE_SCHEMA} RENAME TO ${schema}`));
  return {
    url,
    schema,
    drop: () =>
      withClient(base, (admin) => admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
