/**
 * How fast a tap answers on a slow phone: Debian's Chromium at 4× slower CPU (DevTools' CPU
 * throttling), a Pixel 7's screen, the compiled server on a free port. For demo's home (hydrated):
 * a card's "+" until the card shows the count, and a dish's sheet opening the first and the
 * second time; each beside the floor of this machine, a plain page whose button changes the DOM
 * in a line of script. Each figure from the finger's pointerdown (the event's own time) to the DOM
 * change, and to the next frame after it; each tap once the page is idle after the last; medians of
 * ROUNDS fresh visits.
 * Usage: npm run bench:interaction  [ROUNDS=7]
 */
import { median } from './median';
import { chromium, devices, type Page } from '@playwright/test';
import uzProduct from '../locales/uz/product.json' with { type: 'json' };
import { startStorefront } from './start-storefront';

const rounds = Number(process.env.ROUNDS ?? 7);
const CPU_SLOWDOWN = 4;

/** In the page: from a pointerdown to the first moment `done()` holds, and to the frame after it. */
function instrument() {
  const w = window as unknown as {
    __tap: { down: number; changed: number; painted: number };
    __done: () => boolean;
  };
  w.__tap = { down: 0, changed: 0, painted: 0 };
  document.addEventListener(
    'pointerdown',
    (event) => {
      const tap = { down: event.timeStamp, changed: 0, painted: 0 };
      w.__tap = tap;
      const observer = new MutationObserver(() => {
        if (tap.changed || !w.__done()) return;
        tap.changed = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (tap.painted = performance.now()), 0));
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    },
    { capture: true },
  );
}

/**
 * Taps `target` once the page is idle (what the last tap set going — a toast, a picture — is done,
 * as it is when a person's next tap comes a few hundred ms later) and reads how long the page took
 * to show what `done` looks for.
 */
async function timeTap(page: Page, done: string, tap: () => Promise<void>) {
  await page.evaluate((source) => {
    (window as unknown as { __done: () => boolean }).__done = new Function(
      `return (${source})`,
    ) as () => boolean;
    return new Promise((idle) => requestIdleCallback(idle));
  }, done);
  await tap();
  await page.waitForFunction(() => (window as unknown as { __tap: { painted: number } }).__tap.painted > 0);
  return page.evaluate(() => {
    const t = (window as unknown as { __tap: { down: number; changed: number; painted: number } }).__tap;
    return { dom: t.changed - t.down, frame: t.painted - t.down };
  });
}

const storefront = await startStorefront();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--no-first-run'],
});
const QUICK_ADD = new RegExp(uzProduct.quickAdd.replace('{{name}}', '.+'));
const figures: Record<string, { dom: number[]; frame: number[] }> = {};
const record = (name: string, r: { dom: number; frame: number }) => {
  figures[name] ??= { dom: [], frame: [] };
  figures[name].dom.push(r.dom);
  figures[name].frame.push(r.frame);
};

try {
  for (let round = 0; round < rounds; round++) {
    const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
    await context.addInitScript(instrument);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    // the floor: a plain page, a button, a line of script
    await page.setContent(
      `<button id="b" style="width:88px;height:88px">+</button><span id="c">0</span>
       <script>let n = 0; b.addEventListener('click', () => { c.textContent = String(++n); });</script>`,
    );
    // writing a document takes its listeners away: the plain page is instrumented after it is written
    await page.evaluate(instrument);
    record(
      'plain page: button → DOM',
      await timeTap(page, "document.getElementById('c').textContent !== '0'", () => page.locator('#b').tap()),
    );

    await page.goto(`${storefront.origin}/`);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    const add = page.getByRole('button', { name: QUICK_ADD }).first();
    await add.scrollIntoViewIfNeeded();
    // the card's "+" turns into its count (− 1 +)
    await add.evaluate((button) => ((button.parentElement as HTMLElement).dataset.bench = 'card'));
    record(
      '"+" → count on the card',
      await timeTap(page, "!!document.querySelector('[data-bench=card] .quick-step output')", () =>
        add.tap(),
      ),
    );

    // a dish's sheet, the first time and again
    const dish = page.locator('a.product').first();
    for (const time of ['first', 'second']) {
      await dish.scrollIntoViewIfNeeded();
      record(
        `sheet opens (${time})`,
        await timeTap(page, "!!document.querySelector('dialog[open] #product-name')", () => dish.tap()),
      );
      await page.keyboard.press('Escape');
      await page.locator('dialog[open]').waitFor({ state: 'detached' });
    }
    await context.close();
  }
  const floor = figures['plain page: button → DOM']!;
  console.log(
    `${new Date().toISOString().slice(0, 10)} · demo home, Pixel 7 screen, CPU ×${CPU_SLOWDOWN} slower · median of ${rounds} · to the DOM change | to the next frame | × the plain page's`,
  );
  for (const [name, { dom, frame }] of Object.entries(figures))
    console.log(
      `${name.padEnd(28)} ${median(dom).toFixed(0).padStart(4)} ms | ${median(frame).toFixed(0).padStart(4)} ms | ×${(median(dom) / median(floor.dom)).toFixed(2)} / ×${(median(frame) / median(floor.frame)).toFixed(2)}`,
    );
} finally {
  await browser.close();
  storefront.stop();
}
