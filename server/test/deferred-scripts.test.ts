import { describe, expect, it } from 'vitest';
import { deferScripts } from '../page-scripts';

// what `vite build` writes into dist/index.html
const built =
  '<!doctype html><html><head><title>x</title><!--bootstrap-->' +
  '<script type="module" crossorigin src="/assets/index-A.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/core-B.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-C.js">' +
  '<style data-href="/assets/index-D.css">body{}</style></head><body><div id="root"></div></body></html>';

describe('a server-rendered page asks for its scripts after its first screen', () => {
  const html = deferScripts(built, 'n0nce');
  const loader = /<script nonce="n0nce">(.*?)<\/script><\/head>/s.exec(html)?.[1] ?? '';

  it('has no script or module preload the browser would fetch while the first screen loads', () => {
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html).toContain('<style data-href="/assets/index-D.css">body{}</style>');
  });

  it('loads the same entry and chunks from a loader carrying the page nonce', () => {
    expect(loader).toContain('["/assets/index-A.js"]');
    expect(loader).toContain('["/assets/core-B.js","/assets/shared-C.js"]');
    // after the load event's frame, at the first touch or key, at once inside Telegram
    expect(loader).toMatch(/addEventListener\('load',painted\)/);
    expect(loader).toMatch(/'pointerdown','keydown','touchstart'/);
    expect(loader).toContain("hasAttribute('data-tg')");
  });

  /**
   * Runs the loader against a fake page (with or without paint timing): what it adds, and the
   * events, paints, frames and tasks it waits for.
   */
  const runLoader = (paintTiming: boolean) => {
    const added: string[] = [];
    const links: { onload?: () => void; onerror?: () => void }[] = [];
    // the page's part of the stylesheet: the whole sheet is put in its place, and it goes once that is in
    const inline = {
      next: null as unknown,
      removed: false,
      getAttribute: (name: string) => (name === 'data-href' ? '/assets/index-D.css' : null),
      after(element: unknown) {
        this.next = element;
      },
      remove() {
        this.removed = true;
      },
    };
    const window: Record<string, unknown> = { __dxFetchMenu: () => added.push('menu') };
    const listeners = new Map<string, () => void>();
    const paints: ((name: string) => void)[] = [];
    const frames: (() => void)[] = [];
    const tasks: { fn: () => void; ms: number }[] = [];
    const el = (tag: string) => {
      const element: { src: string; href: string; onload?: () => void; onerror?: () => void } = {
        set src(url: string) {
          added.push(url);
        },
        set href(url: string) {
          added.push(url);
        },
      };
      if (tag === 'link') links.push(element);
      return element;
    };
    class PerformanceObserver {
      static supportedEntryTypes = ['paint', 'resource'];
      constructor(private readonly callback: (list: unknown, observer: PerformanceObserver) => void) {}
      observe(options: { type: string }) {
        if (options.type === 'paint')
          paints.push((name) =>
            this.callback({ getEntriesByName: (n: string) => (n === name ? [{ name }] : []) }, this),
          );
      }
      disconnect() {}
    }
    const run = new Function(
      'document',
      'window',
      'addEventListener',
      'setTimeout',
      'requestAnimationFrame',
      loader,
    );
    run(
      {
        documentElement: { hasAttribute: () => false },
        querySelectorAll: (selector: string) => (selector === 'style[data-href]' ? [inline] : []),
        createElement: el,
        head: { appendChild: () => undefined },
      },
      paintTiming ? Object.assign(window, { PerformanceObserver }) : window,
      (type: string, fn: () => void) => listeners.set(type, fn),
      (fn: () => void, ms: number) => tasks.push({ fn, ms }),
      (fn: () => void) => frames.push(fn),
    );
    const runAll = (list: (() => void)[]) => {
      for (const fn of list.splice(0)) fn();
    };
    const paint = (name: string) => {
      for (const fn of paints) fn(name);
    };
    // runs the tasks due after `ms` (the others stay queued)
    const runTasks = (ms: number) => {
      const due = tasks.filter((t) => t.ms === ms);
      tasks.splice(0, tasks.length, ...tasks.filter((t) => t.ms !== ms));
      for (const task of due) task.fn();
    };
    return { added, links, inline, window, listeners, paint, frames, runAll, runTasks };
  };
  // the menu's request and the whole stylesheet, then (a task later) the scripts
  const FIRST = ['menu', '/assets/index-D.css'];
  const ALL = [
    'menu',
    '/assets/index-D.css',
    '/assets/core-B.js',
    '/assets/shared-C.js',
    '/assets/index-A.js',
  ];

  it('at load, waits for the content to be painted as the browser reports it, then a frame and a task', () => {
    const page = runLoader(true);
    page.listeners.get('load')?.();
    expect(page.added).toEqual([]);
    // a first frame with no content yet (the page's background) is not the first screen
    page.paint('first-paint');
    page.runAll(page.frames);
    page.runTasks(0);
    expect(page.added).toEqual([]);
    page.paint('first-contentful-paint');
    page.runTasks(0);
    expect(page.added).toEqual([]);
    // the frame that paints what came with `load` (its pictures), then a task
    page.runAll(page.frames);
    expect(page.added).toEqual([]);
    page.runTasks(0);
    expect(page.added).toEqual(FIRST);
    page.runTasks(0);
    expect(page.added).toEqual(ALL);
  });

  it('without paint timing, at load waits for a frame, then a task after it', () => {
    const page = runLoader(false);
    page.listeners.get('load')?.();
    expect(page.added).toEqual([]);
    page.runAll(page.frames);
    expect(page.added).toEqual([]);
    page.runTasks(0);
    expect(page.added).toEqual(FIRST);
    page.runTasks(0);
    expect(page.added).toEqual(ALL);
  });

  it('runs: the scripts are added once, whichever comes first (a touch, the paint, the latest time)', () => {
    const page = runLoader(true);
    page.listeners.get('pointerdown')?.();
    expect(page.added).toEqual(FIRST);
    page.runTasks(0);
    expect(page.added).toEqual(ALL);
    page.listeners.get('load')?.();
    page.paint('first-contentful-paint');
    page.runAll(page.frames);
    page.runTasks(0);
    page.runTasks(2500);
    expect(page.added).toEqual(ALL);
  });

  for (const outcome of ['onload', 'onerror'] as const)
    it(`says when the whole stylesheet has ${outcome === 'onload' ? 'loaded' : 'failed to'}, for the client to hydrate after it`, async () => {
      const page = runLoader(true);
      page.listeners.get('pointerdown')?.();
      const styles = page.window.__dxStyles as Promise<unknown>;
      let settled = false;
      void styles.then(() => (settled = true));
      await Promise.resolve();
      expect(settled).toBe(false);
      // the stylesheet's link is the first link the loader made (the module preloads follow), right after the part
      expect(page.inline.next).toBe(page.links[0]);
      page.links[0]?.[outcome]?.();
      await styles;
      expect(settled).toBe(true);
      // the part goes once the whole sheet is in, and stays when it could not come
      expect(page.inline.removed).toBe(outcome === 'onload');
    });

  it('leaves a page without module scripts as it is', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(deferScripts(plain, 'n')).toBe(plain);
  });
});
