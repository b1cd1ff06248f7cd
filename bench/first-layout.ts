/**
 * The main thread's rendering work as a page first loads, script-free (the page's own HTML and
 * CSS: what every load pays before any script), on a Pixel 7's screen without throttling: the
 * longest layout, all layouts, all style recalculations, all paints and the longest task, median
 * of ROUNDS loads. With STYLE, each round loads the page a second time with that CSS added to its
 * head, and prints both: a what-if for a change of the stylesheet, on the same machine minute.
 * Starts `npm start` on a free port itself, unless BENCH_URL names a running storefront.
 * Usage: npm run bench:layout [-- url-or-path …]   (default: the home of demo, osh and night)
 *   ROUNDS=9 STYLE='.x{contain:content}' npm run bench:layout -- /category
 */
import { median } from './median';
import { chromium, devices, type Browser } from '@playwright/test';
import { wholeChromium } from '../src/test/chromium';
import { merchantOrigin, startStorefront } from './start-storefront';
import { withoutScripts } from './script-free';

const rounds = Number(process.env.ROUNDS ?? 7);
const style = process.env.STYLE ?? '';
const given = process.argv.slice(2).filter((a) => a.startsWith('/') || a.startsWith('http'));
const storefront = await startStorefront();
const base = storefront.origin;
const pages =
  given.length > 0
    ? given.map((p) => (p.startsWith('http') ? p : `${base}${p}`))
    : ['demo', 'osh', 'night'].map((sub) => `${merchantOrigin(base, sub)}/`);

const FIGURES = ['longest layout', 'layouts', 'style', 'paint', 'longest task'] as const;

/** One load's figures, in ms. */
async function load(browser: Browser, url: string, css: string): Promise<number[]> {
  const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
  const page = await context.newPage();
  const target = new URL(url);
  await page.route(url, async (route) => {
    // the page through the loopback address (Node resolves no merchant's *.localhost), its host kept
    const answer = await route.fetch({
      url: url.replace(`//${target.hostname}`, '//127.0.0.1'),
      headers: { ...route.request().headers(), host: target.host },
    });
    let html = withoutScripts(await answer.text());
    if (css) html = html.replace('</head>', `<style>${css}</style></head>`);
    await route.fulfill({
      response: answer,
      body: html,
      headers: { ...answer.headers(), 'content-encoding': '' },
    });
  });
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'blink.user_timing',
    ],
  });
  await page.goto(url, { waitUntil: 'load' });
  // the pictures' paints and the last layouts after `load`
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 500))));
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents as TraceEvent[];
  await context.close();
  const start = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'))
    .at(-1);
  if (!start) throw new Error(`no navigation in the trace of ${url}`);
  const main = events.filter(
    (e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.ts > start.ts,
  );
  const durations = (name: string) => main.filter((e) => e.name === name).map((e) => (e.dur ?? 0) / 1000);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return [
    Math.max(0, ...durations('Layout')),
    sum(durations('Layout')),
    sum(durations('UpdateLayoutTree')),
    sum(durations('Paint')),
    Math.max(0, ...durations('RunTask')),
  ];
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { documentLoaderURL?: string } };
}

const browser = await chromium.launch({ executablePath: wholeChromium() });
try {
  console.log(
    `${new Date().toISOString().slice(0, 10)} · script-free, no throttling · median of ${rounds} · ms: ${FIGURES.join(' · ')}`,
  );
  for (const url of pages) {
    const variants = style ? { 'as is': '', 'with STYLE': style } : { 'as is': '' };
    const figures = new Map<string, number[][]>();
    for (let round = 0; round < rounds; round++)
      for (const [name, css] of Object.entries(variants))
        figures.set(name, [...(figures.get(name) ?? []), await load(browser, url, css)]);
    for (const [name, loads] of figures)
      console.log(
        `${url.replace(/^https?:\/\//, '').padEnd(30)} ${name.padEnd(10)} ${FIGURES.map((f, i) => `${f} ${median(loads.map((l) => l[i] ?? NaN)).toFixed(1)}`).join(' · ')}`,
      );
  }
} finally {
  await browser.close();
  await storefront.stop();
}
