/**
 * `npm run bench:configs -- [count=1000] [first seed=1] [parallel=2]`: seeded random valid
 * configurations (server/onboarding/random-config.ts), each imported and opened at 360×780 on
 * home, category, product, basket and profile, checked as the journey in npm test checks a few
 * dozen (e2e/random-configs.spec.ts): no page or console error, no failed request, nothing wider
 * than the screen, text on the primary colour at 4.5:1 or more, no serious axe violation.
 * Prints how many rendered clean and the commonest problems. Needs the built storefront (npm run build).
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { pageProblems, startRandomStorefronts } from '../e2e/support/random-storefronts';

const [count = 1000, first = 1, parallel = 2] = process.argv.slice(2).map(Number);
if (!existsSync('dist/index.html')) {
  console.error('bench:configs opens the built storefront: run npm run build first');
  process.exit(1);
}
const server = await startRandomStorefronts();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const started = Date.now();
let clean = 0;
let done = 0;
const kinds = new Map<string, number>();
const failed: string[] = [];

/** One configuration: every page in the merchant's languages in turn; true when nothing is wrong. */
async function check(seed: number): Promise<boolean> {
  const { sub, langs, pages, productId } = await server.open(seed);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const problems: string[] = [];
  try {
    for (const [i, path] of pages.entries())
      problems.push(
        ...(await pageProblems(context, `http://${sub}.localhost:${server.port}${path}`, {
          lang: langs[(seed + i) % langs.length] as string,
          basket: path === '/basket' && productId ? { sub, productId } : null,
        })),
      );
  } finally {
    await context.close();
  }
  const kindOf = (p: string) => {
    const text = p.replace(/^\S+ \[\w+\] /, '');
    return /^\d{3} /.test(text) ? `${text.slice(0, 3)} response` : (text.split(':')[0] as string);
  };
  for (const kind of new Set(problems.map(kindOf))) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  if (problems.length > 0) {
    failed.push(`seed ${seed}: ${problems[0]}`);
    console.log(`seed ${seed}: ${problems.join('\n  ')}`);
  }
  return problems.length === 0;
}

const seeds = Array.from({ length: count }, (_, i) => first + i);
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let seed = seeds.shift(); seed !== undefined; seed = seeds.shift()) {
      if (await check(seed)) clean++;
      if (++done % 25 === 0) console.log(`${done}/${count} checked, ${clean} clean`);
    }
  }),
);
await browser.close();
await server.close();

console.log(
  `\n${clean} of ${count} random configurations rendered clean (seeds ${first}–${first + count - 1})`,
);
console.log(
  `${((Date.now() - started) / 1000 / count).toFixed(1)} s per configuration, ${parallel} at a time`,
);
for (const [kind, n] of [...kinds].sort((a, b) => b[1] - a[1]))
  console.log(`  ${n} configuration(s): ${kind}`);
for (const line of failed.slice(0, 10)) console.log(`  ${line}`);
process.exit(clean === count ? 0 : 1);
