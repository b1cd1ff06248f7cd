import { describe, expect, it } from 'vitest';
import { deferScripts } from '../page-scripts';

// what `vite build` writes into dist/index.html
const built =
  '<!doctype html><html><head><title>x</title><!--bootstrap-->' +
  '<script type="module" crossorigin src="/assets/index-A.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/core-B.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/shared-C.js">' +
  '<style>body{}</style></head><body><div id="root"></div></body></html>';

describe('a server-rendered page asks for its scripts after its first screen', () => {
  const html = deferScripts(built, 'n0nce');
  const loader = /<script nonce="n0nce">(.*?)<\/script><\/head>/s.exec(html)?.[1] ?? '';

  it('has no script or module preload the browser would fetch while the first screen loads', () => {
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/rel="modulepreload"/);
    expect(html).toContain('<style>body{}</style>');
  });

  it('loads the same entry and chunks from a loader carrying the page nonce', () => {
    expect(loader).toContain('["/assets/index-A.js"]');
    expect(loader).toContain('["/assets/core-B.js","/assets/shared-C.js"]');
    // at the load event, the first touch or key, at once inside Telegram
    expect(loader).toMatch(/addEventListener\('load',go\)/);
    expect(loader).toMatch(/'pointerdown','keydown','touchstart'/);
    expect(loader).toContain("hasAttribute('data-tg')");
  });

  it('runs: the scripts are added once, whichever comes first', () => {
    const added: { tag: string; url: string }[] = [];
    const listeners = new Map<string, () => void>();
    const timers: (() => void)[] = [];
    const el = (tag: string) => {
      const node = {
        tag,
        set src(url: string) {
          added.push({ tag, url });
        },
        set href(url: string) {
          added.push({ tag, url });
        },
      };
      return node;
    };
    const run = new Function('document', 'addEventListener', 'setTimeout', loader);
    run(
      {
        documentElement: { hasAttribute: () => false },
        createElement: el,
        head: { appendChild: () => undefined },
      },
      (type: string, fn: () => void) => listeners.set(type, fn),
      (fn: () => void) => timers.push(fn),
    );
    expect(added).toEqual([]);
    listeners.get('pointerdown')?.();
    listeners.get('load')?.();
    for (const t of timers) t();
    expect(added.map((a) => a.url)).toEqual([
      '/assets/core-B.js',
      '/assets/shared-C.js',
      '/assets/index-A.js',
    ]);
  });

  it('leaves a page without module scripts as it is', () => {
    const plain = '<html><head></head><body></body></html>';
    expect(deferScripts(plain, 'n')).toBe(plain);
  });
});
