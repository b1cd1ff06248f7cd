import type { MerchantConfig } from '../../src/onboarding/config';
import { readValidConfig } from '../../server/onboarding/read-folder';

const l = (s: string) => ({ uz: s, ru: s, eng: s });

/**
 * A merchant (sub "bench") with a generated menu of `products` dishes in 30 categories of every
 * view type: the samarqand fixture folder with that menu. For bench:menu and the long-menu journey.
 */
export function bigMenuConfig(products: number, categories = 30): MerchantConfig {
  const base = readValidConfig('schemas/fixtures/merchants/samarqand');
  return {
    ...base,
    merchant: { ...base.merchant, sub: 'bench', name: 'Bench' },
    menu: {
      groups: [],
      categories: Array.from({ length: categories }, (_, i) => ({
        key: `c${i}`,
        name: l(`Category ${i + 1}`),
        viewType: (['BIG', 'MEDIUM', 'SMALL'] as const)[i % 3],
      })),
      products: Array.from({ length: products }, (_, i) => ({
        key: `p${i}`,
        category: `c${i % categories}`,
        name: { uz: `Taom ${i} palov`, ru: `Блюдо ${i} плов`, eng: `Dish ${i} plov` },
        description: l(`Generated dish number ${i} with a description of ordinary length for a menu card`),
        price: 10000 + (i % 50) * 1000,
        // the folder's own picture (imported as bench-samarqand-oshi.svg)
        image: 'samarqand-oshi.svg',
      })),
    },
  };
}
