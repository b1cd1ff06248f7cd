import type { Db } from '../db/database';
import type { Merchant } from '../db/schema';
import type { MerchantConfig } from '../../src/onboarding/config';
import type { FilledConfig } from '../../src/onboarding/config-types';
import { copyPictures, importInto } from './import';
import { merchantColumns, merchantSettings } from '../../src/onboarding/folder-rows';
import { folderImage } from '../../src/onboarding/rows-menu';
import { cityRow, mainCityOf } from '../../src/onboarding/rows-branches';
import { pageRows } from '../../src/onboarding/rows-content';
import { asColumns } from '../db/json-columns';
import { writePages } from './write-rows';
import { withAllLanguages } from '../../src/onboarding/languages';
import { updateBranches } from './apply-branches';
import { bumpAppliedVersions, manageSnapshot } from './apply-versions';
import { matcher, nameOf } from './apply-match';
import { stableJson } from '../../src/domain/config-version';
import { updateMenu } from './apply-menu';
import { updatePeople, updatePromos } from './apply-people';
import { planLine, type PlanLine } from '../../src/onboarding/plan';
import type { PictureStore } from '../cdn/storage';

export type { PlanLine } from '../../src/onboarding/plan';

export interface ApplyResult {
  sub: string;
  merchantId: number;
  /** a new merchant (else an update in place) */
  created: boolean;
  dryRun: boolean;
  plan: PlanLine[];
  /** the folder version the merchant runs after this apply (what a folder says it started from) */
  version: number;
}

/**
 * Refused: the folder started from an older version than the live one, so applying it would undo
 * what was published since; `plan` says what it would change back.
 */
export class StaleFolder extends Error {
  constructor(
    readonly basedOn: number,
    readonly live: number,
    readonly plan: PlanLine[],
  ) {
    super(`the folder started from version ${basedOn}; the live one is ${live}`);
  }
}

/** Thrown inside the transaction of a dry run: the plan is answered, nothing is kept. */
class DryRun extends Error {
  constructor(readonly result: ApplyResult) {
    super('dry run');
  }
}

/**
 * Applies a validated merchant folder: a new sub is imported; an existing one is updated in place
 * in one transaction, keeping the ids of its cities, branches, groups, categories, dishes and
 * their modifiers (matched by the folder's keys), so orders, favourites, baskets and stop-list
 * entries keep pointing at them. A dish no longer in the folder is hidden, never deleted; orders,
 * customers, cards and cashback are not touched. `dryRun` answers the plan and writes nothing.
 */
export async function applyConfig(
  db: Db,
  config: MerchantConfig,
  options: {
    pictures?: PictureStore;
    dryRun?: boolean;
    /** the version the folder started from: older than the live one is refused, unless `force` */
    basedOn?: number;
    force?: boolean;
  } = {},
): Promise<ApplyResult> {
  const sub = config.merchant.sub;
  let result: ApplyResult;
  try {
    result = await db.transaction().execute(async (tx) => {
      const existing = await tx
        .selectFrom('merchants')
        .selectAll()
        .where('sub', '=', sub)
        .forUpdate()
        .executeTakeFirst();
      const dryRun = !!options.dryRun;
      const done: ApplyResult = existing
        ? { sub, merchantId: existing.id, created: false, dryRun, plan: [], version: existing.folder_version }
        : { sub, merchantId: 0, created: true, dryRun, plan: [], version: 1 };
      if (existing) {
        const versioned = await manageSnapshot(tx, existing.id);
        done.plan = await updateInto(tx, existing, withAllLanguages(config));
        const stale = options.basedOn !== undefined && options.basedOn < existing.folder_version;
        // what it would revert is the plan itself; thrown, so the transaction keeps nothing
        if (stale && !options.force && !dryRun && done.plan.length > 0)
          throw new StaleFolder(options.basedOn ?? 0, existing.folder_version, done.plan);
        // the back office's rows this apply changed: a manager's older save is refused, not kept
        if (done.plan.length > 0 && !dryRun) await bumpAppliedVersions(tx, existing.id, versioned);
        if (done.plan.length > 0 && !dryRun)
          done.version = (
            await tx
              .updateTable('merchants')
              .set((eb) => ({ folder_version: eb('folder_version', '+', 1) }))
              .where('id', '=', existing.id)
              .returning('folder_version')
              .executeTakeFirstOrThrow()
          ).folder_version;
      } else {
        done.merchantId = await importInto(tx, config);
        done.plan = [planLine('merchant', 'added', sub)];
        for (const p of config.menu.products)
          done.plan.push(planLine('dish', 'added', p.key, nameOf(p.name)));
        for (const b of config.branches.branches)
          done.plan.push(planLine('branch', 'added', b.key, nameOf(b.name)));
      }
      if (options.dryRun) throw new DryRun(done);
      return done;
    });
  } catch (error) {
    if (error instanceof DryRun) return error.result;
    throw error;
  }
  if (options.pictures) await copyPictures(options.pictures, config);
  return result;
}

/** A setting's or layout part's value in a plan line: short enough to read on one line. */
function shortValue(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (Array.isArray(value)) return `${value.length} item(s)`;
  const text = typeof value === 'string' ? value : stableJson(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * What a setting or layout part was and becomes: "#e53935 → #1e88e5"; of an object, each of its
 * parts that changed: "uz: Osh markazi → Osh markazi — yangi".
 */
function fromTo(before: unknown, after: unknown): string {
  if (isRecord(before) && isRecord(after))
    return changedKeys(before, after)
      .map((k) => `${k}: ${shortValue(before[k])} → ${shortValue(after[k])}`)
      .join('; ');
  return `${shortValue(before)} → ${shortValue(after)}`;
}

/** Changed keys of two JSON objects (their top level). */
function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>) {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => stableJson(before[k]) !== stableJson(after[k]),
  );
}

async function updateInto(tx: Db, merchant: Merchant, config: FilledConfig): Promise<PlanLine[]> {
  const plan: PlanLine[] = [];
  const id = merchant.id;
  const image = folderImage(merchant.sub);

  // the merchant: its own columns, settings and layout
  const columns = merchantColumns(config);
  const settings = merchantSettings(config, id);
  const settingsBefore = merchant.settings as Record<string, unknown>;
  for (const key of changedKeys(settingsBefore, settings))
    plan.push(
      planLine(
        'setting',
        'changed',
        key,
        fromTo(settingsBefore[key], (settings as Record<string, unknown>)[key]),
      ),
    );
  const layout = config.layout;
  const layoutBefore = merchant.layout as Record<string, unknown>;
  for (const key of changedKeys(layoutBefore, layout))
    plan.push(
      planLine('layout', 'changed', key, fromTo(layoutBefore[key], (layout as Record<string, unknown>)[key])),
    );
  for (const key of ['name', 'color', 'theme'] as const)
    if (merchant[key] !== columns[key])
      plan.push(planLine('merchant', 'changed', key, `${merchant[key] ?? ''} → ${columns[key] ?? ''}`));

  // cities
  const cities = await tx.selectFrom('cities').selectAll().where('merchant_id', '=', id).execute();
  const city = matcher(cities);
  const cityIds = new Map<string, number>();
  for (const c of config.branches.cities) {
    const row = city(c);
    const values = asColumns(cityRow(id, c));
    if (row) {
      const { merchant_id: _, description: __, ...changes } = values;
      await tx.updateTable('cities').set(changes).where('id', '=', row.id).execute();
      cityIds.set(c.key, row.id);
    } else {
      const added = await tx.insertInto('cities').values(values).returning('id').executeTakeFirstOrThrow();
      cityIds.set(c.key, added.id);
    }
  }
  await tx
    .updateTable('merchants')
    .set(
      asColumns({ ...columns, settings, main_city_id: cityIds.get(mainCityOf(config)?.key ?? '') ?? null }),
    )
    .where('id', '=', id)
    .execute();

  const branchIds = await updateBranches(tx, id, config, cityIds, plan);
  const { categoryIds, productIds } = await updateMenu(tx, id, config, branchIds, image, plan);
  await updatePromos(tx, id, config, plan);
  await updatePeople(tx, id, config, branchIds, plan);

  // written whole and pointed at by nothing: policies, payment methods, stories, banners, vacancies
  await tx.deleteFrom('policies').where('merchant_id', '=', id).execute();
  await tx.deleteFrom('payment_methods').where('merchant_id', '=', id).execute();
  await tx
    .deleteFrom('content_items')
    .where('merchant_id', '=', id)
    .where('kind', 'in', ['STORY', 'BANNER', 'VACANCY'])
    .execute();
  await writePages(tx, pageRows(id, config, { branchIds, categoryIds, productIds }, image));
  return plan;
}
