import sharp from 'sharp';
import { normalizeColor, readableOn } from '../src/domain/theme';
import type { PictureStore } from './cdn/storage';
import { escapeXml } from './og-card';

/** The sizes a web app manifest names (Android's launcher and splash screen). */
export const ICON_SIZES = [192, 512] as const;
export type IconPurpose = 'any' | 'maskable';

interface IconInput {
  logo: string | null;
  name: string;
  color: string;
  dark: boolean;
  size: number;
  purpose: IconPurpose;
}

const cache = new Map<string, Promise<Buffer>>();

/**
 * A merchant's home-screen icon from its logo (PNG): the logo contained on a square of its page
 * colour; `maskable` keeps the logo inside the 80 % safe circle on the brand colour, so a launcher
 * may cut any shape from it. A merchant without a logo gets its initial on its brand colour.
 */
export function appIcon(pictures: PictureStore, input: IconInput): Promise<Buffer> {
  const key = JSON.stringify(input);
  let hit = cache.get(key);
  if (hit) return hit;
  hit = draw(pictures, input);
  hit.catch(() => cache.delete(key));
  if (cache.size > 300) cache.clear();
  cache.set(key, hit);
  return hit;
}

async function draw(pictures: PictureStore, input: IconInput): Promise<Buffer> {
  const { size, purpose } = input;
  const primary = normalizeColor(input.color);
  const original = input.logo && !/^(https?:)?\/\//.test(input.logo) ? await pictures.read(input.logo) : null;
  const background = original && purpose === 'any' ? (input.dark ? '#121212' : '#FFFFFF') : primary;
  // a maskable icon's content stays inside the middle 80 % (the safe zone); an ordinary one keeps a margin
  const inner = Math.round(size * (purpose === 'maskable' ? 0.6 : 0.84));
  const content = original
    ? await sharp(original, { density: 288 })
        .resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer()
    : Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${inner}" height="${inner}"><text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="Noto Sans, DejaVu Sans, sans-serif" font-weight="700" font-size="${Math.round(inner * 0.62)}" fill="${readableOn(primary)}">${escapeXml(Array.from(input.name.trim())[0]?.toUpperCase() ?? '')}</text></svg>`,
      );
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: content, left: offset, top: offset }])
    .png()
    .toBuffer();
}
