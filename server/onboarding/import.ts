import { sql } from 'kysely';
import { readFileSync } from 'node:fs';
import type { Db } from '../db/database';
import type { MerchantConfig } from '../../src/onboarding/config';
import { folderImage } from '../../src/onboarding/rows-menu';
import type { PictureStore } from '../cdn/storage';
import { folderRows, writeRows } from './write-rows';

export interface ImportOptions {
  /** where the folder's pictures go (the CDN's originals, as `<sub>-<name>`) */
  pictures?: PictureStore;
}

/** Imports a validated configuration as a new merchant, in one transaction. Returns its id. */
export async function importConfig(
  db: Db,
  config: MerchantConfig,
  options: ImportOptions = {},
): Promise<number> {
  return db.transaction().execute((tx) => importInto(tx, config, options));
}

/**
 * The import inside a transaction the caller holds (the seed imports the three demo folders in
 * one): the folder's rows (src/onboarding/folder-rows.ts, as the studio shows them), written.
 */
export async function importInto(
  tx: Db,
  config: MerchantConfig,
  options: ImportOptions = {},
): Promise<number> {
  const sub = config.merchant.sub;
  const exists = await tx.selectFrom('merchants').select('id').where('sub', '=', sub).executeTakeFirst();
  if (exists) throw new Error(`a merchant with sub "${sub}" already exists`);
  const domain = config.settings.domain?.toLowerCase();
  if (domain) {
    const owner = await tx
      .selectFrom('merchants')
      .select('sub')
      .where(sql<string>`lower(settings->>'domain')`, '=', domain)
      .executeTakeFirst();
    if (owner) throw new Error(`the domain "${domain}" is already merchant "${owner.sub}"'s`);
  }
  const rows = await folderRows(tx, config);
  await writeRows(tx, rows);

  if (options.pictures) await copyPictures(options.pictures, config);
  return rows.merchant.id;
}

/** The folder's images/ to where the CDN keeps its originals, as `<sub>-<name>`. */
export async function copyPictures(pictures: PictureStore, config: MerchantConfig) {
  const image = folderImage(config.merchant.sub);
  for (const [name, path] of Object.entries(config.images ?? {}))
    await pictures.write(image(name), readFileSync(path));
}
