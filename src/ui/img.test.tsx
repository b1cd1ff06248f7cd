import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageUrl, placeholderUrl } from '../domain/images';
import { Img, PLACEHOLDER } from './img';

// act() without Testing Library's render: React is told it runs under act
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const SRC = imageUrl('plov.png', '/cdn', { width: 360, height: 360, quality: 80 });
const BLUR = placeholderUrl('plov.png', '/cdn');
const card = <Img src={SRC} placeholder={BLUR} alt="" width={360} height={360} loading="lazy" />;

/** The page's one IntersectionObserver stand-in: the test says when the picture comes near the screen. */
let observed: { element: Element; near: (yes: boolean) => void; margin?: string }[] = [];
beforeEach(() => {
  observed = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private stopped = false;
      constructor(
        private readonly callback: IntersectionObserverCallback,
        private readonly options?: IntersectionObserverInit,
      ) {}
      observe(element: Element) {
        observed.push({
          element,
          margin: this.options?.rootMargin,
          near: (yes) => {
            if (!this.stopped)
              this.callback(
                [{ isIntersecting: yes, target: element } as IntersectionObserverEntry],
                this as unknown as IntersectionObserver,
              );
          },
        });
      }
      disconnect() {
        this.stopped = true;
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    },
  );
});

let root: Root | null = null;
let container: HTMLDivElement;
/** The card as the server drew it, then hydrated; `before` runs on the server's image first. */
async function hydrated(before: (img: HTMLImageElement) => void = () => {}) {
  container = document.createElement('div');
  container.innerHTML = renderToString(card);
  document.body.append(container);
  const drawn = container.querySelector('img')!;
  before(drawn);
  const errors = vi.spyOn(console, 'error');
  await act(async () => {
    root = hydrateRoot(container, card);
  });
  // hydration matched what the server drew and kept its image (no redraw, no second request)
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
  expect(container.querySelector('img')).toBe(drawn);
  return drawn;
}
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.unstubAllGlobals();
});
/** The picture's background, as written (the DOM's style serialises it with quotes). */
const backgroundOf = (img: HTMLImageElement) => img.style.backgroundImage.replaceAll('"', '');
const near = async (img: HTMLImageElement, yes = true) =>
  act(async () => observed.find((o) => o.element === img)!.near(yes));

describe("a dish's picture while it loads", () => {
  it('asks for no placeholder until it comes near the screen, then shows it in its own box until the picture loads', async () => {
    const img = await hydrated();
    // the server's HTML carries none: cards far down the menu never fetch one
    expect(img.getAttribute('style')).toBeNull();
    expect(img.getAttribute('src')).toBe('/cdn/resize/cover/360/360/80/plov.png');
    expect(observed.map((o) => o.margin)).toEqual(['400px 0px']);
    await near(img, false);
    expect(backgroundOf(img)).toBe('');
    await near(img);
    expect(backgroundOf(img)).toBe('url(/cdn/placeholder/plov.png)');
    // loaded: nothing of the placeholder stays around a picture with transparency
    await act(async () => void img.dispatchEvent(new Event('load')));
    expect(backgroundOf(img)).toBe('');
    expect(container.querySelector('img')).toBe(img);
  });

  it('asks for none when the picture loaded before the page was hydrated, nor when it loads before it is near', async () => {
    const before = await hydrated((drawn) => {
      Object.defineProperty(drawn, 'complete', { value: true });
      Object.defineProperty(drawn, 'naturalWidth', { value: 360 });
    });
    expect(observed).toEqual([]);
    expect(backgroundOf(before)).toBe('');
    act(() => root?.unmount());
    container.remove();

    let loaded = false;
    const img = await hydrated((drawn) => {
      Object.defineProperty(drawn, 'complete', { get: () => loaded });
      Object.defineProperty(drawn, 'naturalWidth', { get: () => (loaded ? 360 : 0) });
    });
    loaded = true;
    await near(img);
    expect(backgroundOf(img)).toBe('');
  });

  it('leaves no placeholder when the picture loads as it comes near, before the placeholder is drawn', async () => {
    const img = await hydrated();
    await act(async () => {
      observed.find((o) => o.element === img)!.near(true);
      img.dispatchEvent(new Event('load'));
    });
    expect(backgroundOf(img)).toBe('');
  });

  it('shows the drawn placeholder, without the blurred one, when the picture cannot be had', async () => {
    const img = await hydrated();
    await near(img);
    await act(async () => void img.dispatchEvent(new Event('error')));
    expect(img.getAttribute('src')).toBe(PLACEHOLDER);
    expect(backgroundOf(img)).toBe('');
  });

  it('takes a picture that is not on the CDN as it is, without a placeholder', () => {
    expect(placeholderUrl('https://example.uz/plov.jpg', '/cdn')).toBeNull();
    expect(placeholderUrl('data:image/png;base64,AAAA', '/cdn')).toBeNull();
    // a name that would end a CSS url() is escaped
    expect(placeholderUrl("o'sh (2).jpg", '/cdn')).toBe('/cdn/placeholder/o%27sh%20%282%29.jpg');
  });
});
