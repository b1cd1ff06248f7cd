import { expect, test } from './fixtures';
import { pageProblems, startRandomStorefronts, type RandomStorefronts } from './support/random-storefronts';

/**
 * The engine's promise: a merchant goes live from a configuration folder alone. Seeded random
 * valid folders, each imported and opened at 360 px on home, category, product, basket and
 * profile, in its languages in turn, light or dark as drawn, must render clean.
 * `npm run bench:configs -- 1000` runs the same check over a thousand seeds.
 */
// eight fresh seeds (each ~50 s on a 2-core machine, most of it axe), and the seeds
// npm run bench:configs once found broken; the bench runs a thousand outside the suite
const SEEDS = [...Array.from({ length: 8 }, (_, i) => 1000 + i), 2014];

// one after another in one worker, on one server of their own (in parallel, each worker started its own)
test.describe.configure({ mode: 'default' });
let storefronts: Promise<RandomStorefronts> | null = null;
test.afterAll(async () => {
  await (await storefronts)?.close();
  storefronts = null;
});

test.use({ viewport: { width: 360, height: 780 } });

for (const seed of SEEDS) {
  test(`random configuration ${seed} renders clean`, async ({ context }) => {
    // one storefront server per worker, beside the journeys' own
    storefronts ??= startRandomStorefronts();
    const server = await storefronts;
    const { sub, langs, pages, productId } = await server.open(seed);
    const problems: string[] = [];
    for (const [i, path] of pages.entries()) {
      const lang = langs[(seed + i) % langs.length] as string;
      const basket = path === '/basket' && productId ? { sub, productId } : null;
      problems.push(
        ...(await pageProblems(context, `http://${sub}.localhost:${server.port}${path}`, { lang, basket })),
      );
    }
    expect(problems).toEqual([]);
  });
}
