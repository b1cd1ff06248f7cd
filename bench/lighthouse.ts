/**
 * Lighthouse (mobile, default throttling, median of 3) on the storefront's pages against
 * ARCHITECTURE.md's budgets, with Debian's Chromium. Starts `npm start` on BENCH_PORT itself.
 * Usage: npm run bench:lighthouse  [-- /path …]   (default: the demo home page)
 */
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = Number(process.env.BENCH_PORT ?? 8791);
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const pages = paths.length > 0 ? paths : ['/'];
const base = process.env.BENCH_URL ?? `http://localhost:${port}`;

let server: ReturnType<typeof spawn> | null = null;
if (!process.env.BENCH_URL) {
  server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'memory://',
      NODE_ENV: 'production',
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

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
try {
  for (const path of pages) {
    const results: { score: number; lcp: number; tbt: number; cls: number; a11y: number }[] = [];
    for (let i = 0; i < runs; i++) {
      const r = await lighthouse(`${base}${path}`, {
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
    const ok = m.score >= 0.95 && m.lcp <= 1800 && m.tbt <= 100 && m.cls <= 0.02 && m.a11y >= 1;
    console.log(
      `${path.padEnd(12)} performance ${Math.round(m.score * 100)} (≥95)  LCP ${(m.lcp / 1000).toFixed(2)} s (≤1.8)  TBT ${Math.round(m.tbt)} ms (≤100)  CLS ${m.cls.toFixed(3)} (≤0.02)  accessibility ${Math.round(m.a11y * 100)} (100)  median of ${runs}  ${ok ? 'ok' : 'OVER'}`,
    );
  }
} finally {
  await chrome.kill();
  server?.kill('SIGTERM');
}
