import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bigMenuConfig } from '../../e2e/support/big-menu';
import { zipDirectory } from '../../scripts/zip-directory';
import { DEV_ADMIN_API_KEY } from '../config';
import { openDatabase } from '../db/database';
import { menu } from './fixtures';
import { DATABASES, startTestServer, type TestServer } from './harness';

const DISHES = 10_000;
const run = promisify(execFile);

/**
 * The sample folder with a generated menu of `dishes` (sub "bench"): at 29 columns a dish, its
 * rows bind far more values than one statement may (65,535).
 */
function bigFolder(
  dishes: number,
  change: (products: ReturnType<typeof bigMenuConfig>['menu']['products']) => void = () => undefined,
) {
  const dir = join(mkdtempSync(join(tmpdir(), 'dx-big-menu-')), 'bench');
  cpSync('schemas/fixtures/merchants/samarqand', dir, { recursive: true });
  const config = bigMenuConfig(dishes);
  change(config.menu.products);
  writeFileSync(join(dir, 'merchant.json'), JSON.stringify(config.merchant));
  writeFileSync(join(dir, 'menu.json'), JSON.stringify(config.menu));
  return dir;
}

describe.each(DATABASES)('a merchant of 10,000 dishes on %s', (kind) => {
  let server: TestServer;
  const apply = (dir: string) =>
    server.call({
      method: 'PUT',
      url: '/api/admin/v1/merchants/bench/config',
      headers: { authorization: `Bearer ${DEV_ADMIN_API_KEY}`, 'content-type': 'application/zip' },
      payload: Buffer.from(zipDirectory(dir)),
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('is imported through the admin API whole, then changed in place: ids kept, dishes added and hidden', async () => {
    const created = await apply(bigFolder(DISHES));
    expect(created.status, JSON.stringify(created.body).slice(0, 500)).toBe(200);
    expect(created.body.created).toBe(true);
    const merchantId = created.body.merchantId as number;
    const before = (await menu(server, merchantId)).products;
    expect(before).toHaveLength(DISHES);
    const first = before.find((p) => p.name.eng === 'Dish 0 plov');

    // day two: the first dish dearer, the last 3,000 gone, 3,000 new ones
    const changed = await apply(
      bigFolder(DISHES, (products) => {
        (products[0] as { price: number }).price = 99_000;
        products.splice(DISHES - 3_000, 3_000);
        for (let i = 0; i < 3_000; i++)
          products.push({
            ...(products[i] as (typeof products)[number]),
            key: `new${i}`,
            name: { uz: `Yangi ${i}`, ru: `Новое ${i}`, eng: `New ${i}` },
          });
      }),
    );
    expect(changed.status, JSON.stringify(changed.body).slice(0, 500)).toBe(200);
    expect(changed.body.created).toBe(false);
    const plan = changed.body.plan as { kind: string; action: string; key: string; detail?: string }[];
    expect(plan.filter((l) => l.kind === 'dish' && l.action === 'added')).toHaveLength(3_000);
    expect(plan.filter((l) => l.kind === 'dish' && l.action === 'removed')).toHaveLength(3_000);
    expect(plan).toContainEqual(expect.objectContaining({ kind: 'dish', action: 'changed', key: 'p0' }));

    const after = (await menu(server, merchantId)).products;
    expect(after).toHaveLength(DISHES);
    expect(after.filter((p) => p.name.eng.startsWith('New '))).toHaveLength(3_000);
    expect(after.some((p) => p.name.eng === `Dish ${DISHES - 1} plov`)).toBe(false);
    // the dish baskets and orders name keeps its id
    expect(after.find((p) => p.name.eng === 'Dish 0 plov')?.id).toBe(first?.id);
  }, 180_000);
});

/** The CLI's database: a fresh PGlite folder, or a fresh PostgreSQL database dropped afterwards. */
async function cliDatabase(kind: string) {
  if (kind === 'pglite')
    return {
      env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'dx-big-menu-data-')), DATABASE_URL: '' },
      drop: async () => undefined,
    };
  const name = `dx_big_menu_${process.pid}`;
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`DROP DATABASE IF EXISTS ${name}`);
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { env: { DATABASE_URL: url.toString() }, drop: () => admin(`DROP DATABASE IF EXISTS ${name}`) };
}

describe.each(DATABASES)('npm run merchant -- import of 10,000 dishes on %s', (kind) => {
  let database: Awaited<ReturnType<typeof cliDatabase>>;
  beforeAll(async () => {
    database = await cliDatabase(kind);
  });
  afterAll(() => database.drop());

  it('imports the folder in one go', async () => {
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/merchant.ts', 'import', bigFolder(DISHES)],
      {
        env: { ...process.env, ...database.env, PORT: '8080' },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    expect(stdout).toContain('created "bench" in');
    expect(stdout).toContain(`dish added p${DISHES - 1}: Dish ${DISHES - 1} plov`);
    const db = openDatabase({
      databaseUrl: database.env.DATABASE_URL || undefined,
      dataDir: database.env.DATA_DIR ?? 'memory://',
    });
    try {
      const { count } = await db
        .selectFrom('products')
        .innerJoin('merchants', 'merchants.id', 'products.merchant_id')
        .where('merchants.sub', '=', 'bench')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(DISHES);
    } finally {
      await db.destroy();
    }
  }, 180_000);
});
