/**
 * Image URLs (spec section 7): a bare file name becomes a CDN path, full URLs pass
 * unchanged; the resize path takes fit, width, height (default 480×480) and quality
 * (default 100), answered as AVIF or WebP, whichever the browser takes (server/cdn/cdn.ts).
 */
export type Fit = 'cover' | 'contain' | 'fill' | 'inside' | 'outside';
export interface ImageOptions {
  fit?: Fit;
  width?: number;
  height?: number;
  quality?: number;
}

export const DEFAULT_IMAGE = { fit: 'cover' as Fit, width: 480, height: 480, quality: 100 };

export function imageUrl(
  name: string | null | undefined,
  cdnBase: string,
  options: ImageOptions = {},
): string | null {
  if (!name) return null;
  if (/^(https?:)?\/\//i.test(name) || name.startsWith('data:') || name.startsWith('/')) return name;
  const { fit, width, height, quality } = { ...DEFAULT_IMAGE, ...options };
  return `${cdnBase.replace(/\/$/, '')}/resize/${fit}/${Math.round(width)}/${Math.round(height)}/${Math.round(quality)}/${encodeURIComponent(name)}`;
}

export const originalUrl = (name: string, cdnBase: string) =>
  /^(https?:)?\/\//i.test(name) ? name : `${cdnBase.replace(/\/$/, '')}/${encodeURIComponent(name)}`;

/** Card pictures by the category's view type (the server preloads the first one). */
export const CARD_IMAGE = {
  BIG: { width: 720, height: 420, quality: 80 },
  MEDIUM: { width: 360, height: 360, quality: 80 },
  SMALL: { width: 192, height: 192, quality: 80 },
} as const satisfies Record<string, ImageOptions>;

/**
 * A picture's blurred placeholder on the CDN (a 16-px WebP of a few hundred bytes), or null for a
 * picture that is not on the CDN (a full URL, a data URI). Written into a CSS url() without quotes:
 * nothing in it may end or break it.
 */
export function placeholderUrl(name: string | null | undefined, cdnBase: string): string | null {
  if (!name || imageUrl(name, cdnBase) === name) return null;
  const escaped = encodeURIComponent(name).replace(
    /[()'*!]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${cdnBase.replace(/\/$/, '')}/placeholder/${escaped}`;
}
