/** A storefront with a generated 3,000-product merchant (sub "bench") for bench/menu.ts. */
import { buildApp } from '../server/app';
import { buildIfNeeded } from '../server/build-if-needed';
import { readConfig } from '../server/config';
import { importConfig } from '../server/onboarding/import';
import type { MerchantConfig } from '../server/onboarding/config';
import { readConfig as readMerchant } from '../server/onboarding/read-folder';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 3000);
const CATEGORIES = 30;
const config = readConfig({ ...process.env, DATA_DIR: 'memory://', LOG_LEVEL: 'error' });
await buildIfNeeded(config.distDir);
const { app, db } = await buildApp({ config, simulator: false });
const base = readMerchant('schemas/fixtures/merchants/samarqand').config as MerchantConfig;
const l = (s: string) => ({ uz: s, ru: s, eng: s });
const arts = [
  'demo-toshkent-oshi.svg',
  'demo-lagmon.svg',
  'demo-manti.svg',
  'demo-shorva.svg',
  'demo-qoy-shashlik.svg',
  'demo-tandir-somsa.svg',
];
await importConfig(db, {
  ...base,
  merchant: { ...base.merchant, sub: 'bench', name: 'Bench' },
  menu: {
    groups: [],
    categories: Array.from({ length: CATEGORIES }, (_, i) => ({
      key: `c${i}`,
      name: l(`Category ${i + 1}`),
      viewType: (['BIG', 'MEDIUM', 'SMALL'] as const)[i % 3],
    })),
    products: Array.from({ length: PRODUCTS }, (_, i) => ({
      key: `p${i}`,
      category: `c${i % CATEGORIES}`,
      name: { uz: `Taom ${i} palov`, ru: `Блюдо ${i} плов`, eng: `Dish ${i} plov` },
      description: l(`Generated dish number ${i} with a description of ordinary length for a menu card`),
      price: 10000 + (i % 50) * 1000,
      image: arts[i % arts.length],
    })),
  },
});
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log('ready');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
