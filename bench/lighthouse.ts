/**
 * Lighthouse (mobile, default throttling, median of 3) on the storefront's pages against the
 * first-screen budgets (performance ≥ 0.95, LCP ≤ 1.5 s, TBT ≤ 50 ms, CLS ≤ 0.01), with Debian's
 * Chromium, and each page beside the same server-rendered page with every script removed (the
 * physical limit of the page), loaded in turn in the same run: FCP and LCP within 1.1 × the
 * script-free page's, TBT within 2 ×. Starts `npm start` on a free port itself, unless BENCH_URL
 * names a running storefront. A page whose LCP ratio is over the aim also prints, for each load of
 * either page, the simulated LCP and the requests it waited for (lcpWaits).
 * Usage: npm run bench:lighthouse  [-- url-or-path …]
 *   (default: home, a category, a product and the basket of demo, osh and night)
 */
import { median } from './median';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { merchantOrigin, startStorefront } from './start-storefront';
import { pageProxy } from './script-free';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const given = process.argv.slice(2).filter((a) => a.startsWith('/') || a.startsWith('http'));
const storefront = await startStorefront();
const base = storefront.origin;
const hostOf = (sub: string) => merchantOrigin(base, sub);

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
      `${hostOf(sub)}/basket`,
    );
  }
  return pages;
}
const pages =
  given.length > 0 ? given.map((p) => (p.startsWith('http') ? p : `${base}${p}`)) : await defaultPages();

// both variants go through a proxy of the same kind, so neither pays a hop the other does not
const asIs = await pageProxy(base, false);
const scriptFree = await pageProxy(base, true);
/** the same page through a proxy: the address keeps its merchant's host, only the port changes */
const via = (proxy: { port: number }, url: string) =>
  url.replace(`:${new URL(base).port}/`, `:${proxy.port}/`);

interface Result {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  a11y: number;
  /** the requests besides the page that the simulated LCP waits for */
  lcpWaits: string[];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
interface Requests {
  items?: { url: string; resourceType?: string; priority: string; networkEndTime?: number }[];
  /** when the first request started (µs, the trace's clock): the items' times count from it */
  debugData?: { networkStartTimeTs?: number };
}

/**
 * Lighthouse simulates the LCP of a slow phone from the load it observed: it keeps every request
 * that had ended when the observed load painted its LCP (pictures of low priority aside) and waits
 * for all of them. On a page with several pictures in view the simulated LCP moves with how many
 * had arrived by then; this names them, so a ratio over the aim says whether a script was among them.
 */
function lcpWaits(lhr: Lhr): string[] {
  const observed = (
    lhr.audits.metrics?.details as
      { items?: { observedLargestContentfulPaint?: number; observedTimeOriginTs?: number }[] } | undefined
  )?.items?.[0];
  const requests = lhr.audits['network-requests']?.details as Requests | undefined;
  const lcp = observed?.observedLargestContentfulPaint;
  const first = requests?.debugData?.networkStartTimeTs;
  if (lcp === undefined || first === undefined || observed?.observedTimeOriginTs === undefined) return [];
  // the LCP counts from the navigation's start
  const shift = (first - observed.observedTimeOriginTs) / 1000;
  return (requests?.items ?? [])
    .filter(
      (r) =>
        r.networkEndTime !== undefined &&
        r.networkEndTime + shift <= lcp &&
        r.resourceType !== 'Document' &&
        !(r.resourceType === 'Image' && (r.priority === 'Low' || r.priority === 'VeryLow')),
    )
    .map((r) => new URL(r.url).pathname.split('/').pop() ?? r.url);
}
async function measure(url: string, report: boolean): Promise<Result> {
  const r = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: ['performance', 'accessibility'],
  });
  const lhr = r?.lhr;
  if (!lhr) throw new Error('no Lighthouse result');
  const failing = Object.values(lhr.audits).filter(
    (a) =>
      a.score !== null &&
      a.score < 1 &&
      lhr.categories.accessibility?.auditRefs.some((ref) => ref.id === a.id),
  );
  if (report)
    for (const a of failing) {
      const items = (
        (a.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? []
      ).slice(0, 3);
      console.log(`  accessibility: ${a.id} ${items.map((it) => it.node?.snippet ?? '').join(' | ')}`);
    }
  return {
    score: lhr.categories.performance?.score ?? 0,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    a11y: lhr.categories.accessibility?.score ?? 0,
    lcpWaits: lcpWaits(lhr),
  };
}
/** each load's simulated LCP and what it waited for, when the ratio is over the aim */
const waits = (results: Result[]) =>
  results.map((r) => `${s(r.lcp)} (${r.lcpWaits.join(', ') || 'the page alone'})`).join(' · ');
const medians = (results: Result[]) =>
  Object.fromEntries(
    (['score', 'fcp', 'lcp', 'tbt', 'cls', 'a11y'] as const).map((k) => [
      k,
      median(results.map((r) => r[k])),
    ]),
  ) as unknown as Result;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

try {
  console.log(
    `${new Date().toISOString().slice(0, 10)} · median of ${runs} · ours | without scripts | ratio (aim)`,
  );
  for (const path of pages) {
    const ours: Result[] = [];
    const limit: Result[] = [];
    // interleaved: one load of ours, one of the script-free page, so both meet the same machine
    for (let i = 0; i < runs; i++) {
      ours.push(await measure(via(asIs, path), i === 0));
      limit.push(await measure(via(scriptFree, path), false));
    }
    const m = medians(ours);
    const l = medians(limit);
    const budget = m.score >= 0.95 && m.lcp <= 1500 && m.tbt <= 50 && m.cls <= 0.01 && m.a11y >= 1;
    const ratios = { fcp: m.fcp / l.fcp, lcp: m.lcp / l.lcp, tbt: m.tbt / Math.max(l.tbt, 1) };
    const near = ratios.fcp <= 1.1 && ratios.lcp <= 1.1 && m.tbt <= 2 * Math.max(l.tbt, 25);
    console.log(
      `${path.replace(/^https?:\/\//, '').padEnd(30)} perf ${Math.round(m.score * 100)}  FCP ${s(m.fcp)} | ${s(l.fcp)} | ×${ratios.fcp.toFixed(2)} (≤1.1)  LCP ${s(m.lcp)} | ${s(l.lcp)} | ×${ratios.lcp.toFixed(2)} (≤1.1)  TBT ${Math.round(m.tbt)} | ${Math.round(l.tbt)} ms (≤2×, at least 50 ms)  CLS ${m.cls.toFixed(3)}  a11y ${Math.round(m.a11y * 100)}  ${budget ? 'budget ok' : 'budget OVER'} · ${near ? 'near the limit' : 'FAR from the limit'}`,
    );
    if (ratios.lcp > 1.1)
      console.log(`  LCP waited for, ours: ${waits(ours)}\n  without scripts: ${waits(limit)}`);
  }
} finally {
  await chrome.kill();
  asIs.close();
  scriptFree.close();
  storefront.stop();
}
