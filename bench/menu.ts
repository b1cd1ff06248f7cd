/**
 * A generated menu (3,000 products unless told; ARCHITECTURE.md budgets): home interactive,
 * scrolling the whole menu without long tasks, the DOM it keeps, and search time per keystroke.
 * Debian's Chromium, phone viewport.
 * Usage: npm run bench:menu [-- 300|3000|10000]
 */
import { spawn } from 'node:child_process';
import { chromium, devices } from '@playwright/test';
import { buildIndex, search } from '../src/domain/search';

const products = Number(process.argv[2] ?? process.env.BENCH_PRODUCTS ?? 3000);
const server = spawn(process.execPath, ['--import', 'tsx', 'bench/menu-server.ts'], {
  env: { ...process.env, BENCH_PRODUCTS: String(products) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
// the server listens where the system lets it and says so
const port = await new Promise<number>((resolve, reject) => {
  let said = '';
  server.stdout.on('data', (c: Buffer) => {
    said += c.toString();
    const ready = /ready on (\d+)/.exec(said);
    if (ready) resolve(Number(ready[1]));
  });
  server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage({ ...devices['Pixel 7'] });
  await page.addInitScript(() => {
    (window as unknown as { __long: number[] }).__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) (window as unknown as { __long: number[] }).__long.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const t0 = Date.now();
  await page.goto(`http://bench.localhost:${port}/`);
  await page.locator('.product').first().waitFor();
  const cards = await page.locator('.product').count();
  const interactive = Date.now() - t0;
  const loadLong = await page.evaluate(() =>
    Math.max(0, ...(window as unknown as { __long: number[] }).__long),
  );
  await page.evaluate(() => ((window as unknown as { __long: number[] }).__long = []));
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(16);
  }
  await page.waitForTimeout(300);
  const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  const scrollLong = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);

  const menu = await (
    await fetch(`http://127.0.0.1:${port}/api/products/v1/overalls?type=WEB`, {
      headers: { 'X-Merchant-Id': '4' },
    })
  ).json();
  const index = buildIndex(
    menu.products as {
      name: { uz: string; ru: string; eng: string };
      description: { uz: string; ru: string; eng: string };
    }[],
    (p) => [p.name.uz, p.name.ru, p.name.eng, p.description.uz, p.description.ru, p.description.eng],
  );
  const timings: number[] = [];
  for (const query of ['п', 'пл', 'пло', 'плов', 'plov 12', 'palov', 'taom 29']) {
    const start = performance.now();
    search(index, query);
    timings.push(performance.now() - start);
  }

  console.log(`Menu of ${menu.products.length} products (${cards} cards rendered on home):`);
  console.log(
    `home interactive (first card visible)  ${interactive} ms; longest task while loading ${Math.round(loadLong)} ms`,
  );
  console.log(
    `scrolling the whole menu (${height} px)   longest task ${Math.round(Math.max(0, ...scrollLong))} ms, ${scrollLong.length} long tasks (budget: none)  ${scrollLong.length === 0 ? 'ok' : 'OVER'}`,
  );
  console.log(`DOM after scrolling to the end            ${nodes} elements`);
  console.log(
    `search per keystroke                    max ${Math.max(...timings).toFixed(1)} ms, median ${timings.sort((a, b) => a - b)[3]?.toFixed(1)} ms (budget ≤ 10 ms)  ${Math.max(...timings) <= 10 ? 'ok' : 'OVER'}`,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
}
