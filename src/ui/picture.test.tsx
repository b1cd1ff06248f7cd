import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pictureSources } from '../domain/images';
import { PLACEHOLDER } from './img';
import { Picture } from './picture';

// act() without Testing Library's render: React is told it runs under act
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PLOV = pictureSources('plov.png', '/cdn', { width: 360, height: 360, quality: 80 });
const card = <Picture sources={PLOV} alt="" width={360} height={360} loading="lazy" />;

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
});
/** The picture's background, as written (the DOM's style serialises it with quotes). */
const placeholderOf = (img: HTMLImageElement) => img.style.backgroundImage.replaceAll('"', '');

describe("a dish's picture", () => {
  it('asks for AVIF where the browser takes it, WebP elsewhere, and shows the blurred placeholder in its own box until it loads', async () => {
    const img = await hydrated();
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('type')).toBe('image/avif');
    expect(source.getAttribute('srcset')).toBe('/cdn/resize/cover/360/360/80/plov.png?format=avif');
    expect(img.getAttribute('src')).toBe('/cdn/resize/cover/360/360/80/plov.png');
    expect(img.getAttribute('width')).toBe('360');
    expect(img.getAttribute('height')).toBe('360');
    expect(placeholderOf(img)).toBe('url(/cdn/placeholder/plov.png)');
    // loaded: nothing of the placeholder stays around a picture with transparency
    await act(async () => void img.dispatchEvent(new Event('load')));
    expect(placeholderOf(img)).toBe('');
    expect(container.querySelector('img')).toBe(img);
  });

  it('drops the placeholder at once when the picture loaded before the page was hydrated', async () => {
    const img = await hydrated((drawn) => {
      Object.defineProperty(drawn, 'complete', { value: true });
      Object.defineProperty(drawn, 'naturalWidth', { value: 360 });
    });
    expect(placeholderOf(img)).toBe('');
  });

  it('keeps the placeholder for a picture still loading when the page is hydrated', async () => {
    const img = await hydrated((drawn) => {
      Object.defineProperty(drawn, 'complete', { value: false });
    });
    expect(placeholderOf(img)).toBe('url(/cdn/placeholder/plov.png)');
  });

  it('falls back to the WebP when the AVIF cannot be had, then to the drawn placeholder', async () => {
    const img = await hydrated();
    Object.defineProperty(img, 'currentSrc', {
      value: new URL('/cdn/resize/cover/360/360/80/plov.png?format=avif', document.baseURI).href,
    });
    await act(async () => void img.dispatchEvent(new Event('error')));
    expect(container.querySelector('picture')).toBeNull();
    const webp = container.querySelector('img')!;
    expect(webp.getAttribute('src')).toBe('/cdn/resize/cover/360/360/80/plov.png');
    expect(placeholderOf(webp)).toBe('url(/cdn/placeholder/plov.png)');
    await act(async () => void webp.dispatchEvent(new Event('error')));
    expect(container.querySelector('img')!.getAttribute('src')).toBe(PLACEHOLDER);
    expect(placeholderOf(container.querySelector('img')!)).toBe('');
  });

  it('takes a picture that is not on the CDN as it is, without AVIF or placeholder', () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(
      <Picture sources={pictureSources('https://example.uz/plov.jpg', '/cdn')} alt="Plov" />,
    );
    expect(container.querySelector('picture')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://example.uz/plov.jpg');
    expect(container.querySelector('img')!.getAttribute('style')).toBeNull();
  });
});
