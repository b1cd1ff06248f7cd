import { join } from 'node:path';
import { sql } from 'kysely';
import { ROOT } from '../paths';
import type { PictureStore } from '../cdn/storage';
import type { Db } from '../db/database';
import { readValidConfig } from '../onboarding/read-folder';
import { importInto } from '../onboarding/import';

/** The demo merchants are configuration folders, imported as onboarding staff import a new merchant. */
export const DEMO_FOLDERS = ['demo', 'osh', 'night'].map((sub) => join(ROOT, 'server', 'seed', sub));

/** The advisory lock the first seeding holds (any number no other lock of ours uses). */
const SEED_LOCK = 720_011;

/** Seeds the demo merchants once, on an empty database, in one transaction. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, options: { pictures: PictureStore }): Promise<boolean> {
  const existing = await db.selectFrom('merchants').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const configs = DEMO_FOLDERS.map(readValidConfig);
  // several processes starting together on one empty database: one seeds, the others find it done
  return db.transaction().execute(async (tx) => {
    await sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`.execute(tx);
    if (await tx.selectFrom('merchants').select('id').limit(1).executeTakeFirst()) return false;
    for (const config of configs) await importInto(tx, config, options);
    return true;
  });
}
