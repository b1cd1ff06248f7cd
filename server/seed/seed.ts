import { join } from 'node:path';
import type { Db } from '../db/database';
import { validateConfig, type MerchantConfig } from '../onboarding/config';
import { readConfig } from '../onboarding/read-folder';
import { importInto } from '../onboarding/import';

/** The demo merchants are configuration folders, imported as onboarding staff import a new merchant. */
export const DEMO_FOLDERS = ['demo', 'osh', 'night'].map((sub) => join(import.meta.dirname, sub));

/** Seeds the demo merchants once, on an empty database, in one transaction. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, options: { imagesDir: string }): Promise<boolean> {
  const existing = await db.selectFrom('merchants').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const configs = DEMO_FOLDERS.map((dir) => {
    const { config, problems } = readConfig(dir);
    const all = [...problems, ...validateConfig(config)];
    if (all.length > 0)
      throw new Error(
        `demo merchant ${dir} is invalid: ${all.map((p) => `${p.file} ${p.path} ${p.message}`).join('; ')}`,
      );
    return config as MerchantConfig;
  });
  await db.transaction().execute(async (tx) => {
    for (const config of configs) await importInto(tx, config, options);
  });
  return true;
}
