import sharp from 'sharp';
import { normalizeColor, readableOn } from '../src/domain/theme';

export const escapeXml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** Words into lines of at most `width` characters (a long name never runs off the card). */
function lines(text: string, width: number, max: number): string[] {
  const out: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word.length > width ? `${word.slice(0, width - 1)}…` : word);
  }
  return out.length > max ? [...out.slice(0, max - 1), `${out[max - 1]}…`] : out;
}

const cache = new Map<string, Promise<Buffer>>();

/**
 * The picture a shared link shows for a merchant with neither a logo nor a banner: a 1200×630
 * card in its colours with its initial, its name and its line (PNG, as every link preview reads).
 */
export function ogCard(input: {
  name: string;
  tagline: string;
  color: string;
  dark: boolean;
}): Promise<Buffer> {
  const key = JSON.stringify(input);
  let hit = cache.get(key);
  if (hit) return hit;
  const primary = normalizeColor(input.color);
  const page = input.dark ? '#121212' : '#FFFFFF';
  const text = readableOn(page);
  const name = lines(input.name, 22, 2);
  const tagline = lines(input.tagline, 48, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${page}"/>
  <rect width="1200" height="24" fill="${primary}"/>
  <rect y="606" width="1200" height="24" fill="${primary}"/>
  <rect x="80" y="96" width="160" height="160" rx="40" fill="${primary}"/>
  <text x="160" y="206" text-anchor="middle" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="96" font-weight="700" fill="${readableOn(primary)}">${escapeXml(Array.from(input.name.trim())[0]?.toUpperCase() ?? '')}</text>
  ${name.map((line, i) => `<text x="80" y="${370 + i * 84}" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="72" font-weight="700" fill="${text}">${escapeXml(line)}</text>`).join('')}
  ${tagline.map((line, i) => `<text x="80" y="${390 + name.length * 84 + i * 46}" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="36" fill="${text}" fill-opacity="0.72">${escapeXml(line)}</text>`).join('')}
</svg>`;
  hit = sharp(Buffer.from(svg)).png().toBuffer();
  hit.catch(() => cache.delete(key));
  if (cache.size > 200) cache.clear();
  cache.set(key, hit);
  return hit;
}
