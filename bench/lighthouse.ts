/**
 * Lighthouse (mobile, default throttling, median of 3) on the storefront's pages against the
 * first-screen budgets (performance ≥ 0.95, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01), with Debian's
 * Chromium. Starts `npm start` on a free port itself, unless BENCH_URL names a running storefront.
 * Usage: npm run bench:lighthouse  [-- url-or-path …]
 *   (default: home, a category and a product page of demo, osh and night)
 */
import { execFileSync, spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from './free-port';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const given = process.argv.slice(2).filter((a) => a.startsWith('/') || a.startsWith('http'));
const base = process.env.BENCH_URL ?? `http://localhost:${await freePort()}`;
const hostOf = (sub: string) =>
  base.replace('//localhost', sub === 'demo' ? '//localhost' : `//${sub}.localhost`);

let server: ReturnType<typeof spawn> | null = null;
if (!process.env.BENCH_URL) {
  // the compiled server, as `npm start` runs it
  execFileSync(process.execPath, ['scripts/build-server.mjs']);
  server = spawn(process.execPath, ['--enable-source-maps', 'dist-server/main.js'], {
    env: {
      ...process.env,
      PORT: new URL(base).port,
      DATA_DIR: 'memory://',
      // the seeded merchants carry development secrets, which production refuses to start with;
      // the pages and assets are the same (no simulator moving orders meanwhile)
      SIMULATOR_TICK_MS: '0',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server?.stdout?.on('data', (c: Buffer) => c.toString().includes('storefront on') && resolve());
    server?.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** Each merchant's home, its menu page and its first dish (as its own API lists it). */
async function defaultPages(): Promise<string[]> {
  const pages: string[] = [];
  for (const [sub, id] of [
    ['demo', 1],
    ['osh', 2],
    ['night', 3],
  ] as const) {
    const menu = (await (
      await fetch(`${base}/api/products/v1/overalls?type=WEB`, { headers: { 'X-Merchant-Id': String(id) } })
    ).json()) as { products: { id: number }[] };
    pages.push(
      `${hostOf(sub)}/`,
      `${hostOf(sub)}/category`,
      `${hostOf(sub)}/product/${menu.products[0]?.id}`,
    );
  }
  return pages;
}
const pages =
  given.length > 0 ? given.map((p) => (p.startsWith('http') ? p : `${base}${p}`)) : await defaultPages();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
try {
  for (const path of pages) {
    const results: { score: number; lcp: number; tbt: number; cls: number; a11y: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await lighthouse(path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        formFactor: 'mobile',
        onlyCategories: ['performance', 'accessibility'],
      });
      const lhr = r?.lhr;
      if (!lhr) throw new Error('no Lighthouse result');
      results.push({
        score: lhr.categories.performance?.score ?? 0,
        lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
        a11y: lhr.categories.accessibility?.score ?? 0,
      });
      const failing = Object.values(lhr.audits).filter(
        (a) =>
          a.score !== null &&
          a.score < 1 &&
          lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === a.id),
      );
      if (i === 0 && failing.length > 0) {
        for (const a of failing) {
          const items = (
            (a.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? []
          ).slice(0, 3);
          console.log(`  accessibility: ${a.id} ${items.map((it) => it.node?.snippet ?? '').join(' | ')}`);
        }
      }
    }
    const m = {
      score: median(results.map((r) => r.score)),
      lcp: median(results.map((r) => r.lcp)),
      tbt: median(results.map((r) => r.tbt)),
      cls: median(results.map((r) => r.cls)),
      a11y: median(results.map((r) => r.a11y)),
    };
    const ok = m.score >= 0.95 && m.lcp <= 1500 && m.tbt <= 50 && m.cls <= 0.01 && m.a11y >= 1;
    console.log(
      `${path.replace(/^https?:\/\//, '').padEnd(34)} performance ${Math.round(m.score * 100)} (≥95)  LCP ${(m.lcp / 1000).toFixed(2)} s (≤1.5)  TBT ${Math.round(m.tbt)} ms (≤50)  CLS ${m.cls.toFixed(3)} (≤0.01)  accessibility ${Math.round(m.a11y * 100)} (100)  median of ${runs}  ${ok ? 'ok' : 'OVER'}`,
    );
  }
} finally {
  await chrome.kill();
  server?.kill('SIGTERM');
}
