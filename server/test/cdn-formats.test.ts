import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerCdn, type Cdn } from '../cdn/cdn';
import { diskStore } from '../cdn/storage';

/** What Chrome's <img> asks with, and a browser without AVIF. */
const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const NO_AVIF = 'image/webp,*/*';

const photo = () =>
  sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: '#c0602f',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();

const DRAWING = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#c0602f"/></svg>',
);

describe('the CDN answers the format the browser takes', () => {
  let app: FastifyInstance;
  let cdn: Cdn;
  let dir: string;
  let cacheDir: string;
  const get = (url: string, accept?: string) =>
    app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
  const format = async (body: Buffer) => (await sharp(body).metadata()).compression ?? 'webp';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dx-cdn-'));
    cacheDir = join(dir, 'cache');
    const pictures = diskStore(join(dir, 'pictures'));
    await pictures.write('demo-plov.jpg', await photo());
    await pictures.write('demo-lagman.jpg', await photo());
    await pictures.write('demo-somsa.svg', DRAWING);
    app = Fastify();
    cdn = registerCdn(app, { pictures, cacheDir });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a photo: WebP for a while until its AVIF is encoded (nobody waits for it), then AVIF for good', async () => {
    const url = '/cdn/resize/cover/240/180/80/demo-plov.jpg';
    const first = await get(url, CHROME);
    expect([first.statusCode, first.headers['content-type'], first.headers.vary]).toEqual([
      200,
      'image/webp',
      'Accept',
    ]);
    // kept a minute, not a year: the browser asks again and gets the AVIF then
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    // the condition, not a time: an encode on a busy machine may take seconds
    const later = await vi.waitFor(
      async () => {
        const answer = await get(url, CHROME);
        expect(answer.headers['content-type']).toBe('image/avif');
        return answer;
      },
      { timeout: 60_000, interval: 50 },
    );
    expect(later.headers['cache-control']).toContain('immutable');
    expect(later.headers.vary).toBe('Accept');
    const [webp, avif] = await Promise.all([
      sharp(first.rawPayload).metadata(),
      sharp(later.rawPayload).metadata(),
    ]);
    expect([webp.format, webp.width, webp.height]).toEqual(['webp', 240, 180]);
    expect([avif.format, avif.compression, avif.width, avif.height]).toEqual(['heif', 'av1', 240, 180]);
    // encoded at three quarters of the WebP's quality number: the smaller of the two
    expect(later.rawPayload.length).toBeLessThan(first.rawPayload.length);
    expect(readdirSync(cacheDir)).toContain('cover-240x180-q60-demo-plov.jpg.avif');
  });

  it('a browser without AVIF, and a drawing, always get WebP for good', async () => {
    const photoWebp = await get('/cdn/resize/cover/200/200/80/demo-plov.jpg', NO_AVIF);
    expect([photoWebp.headers['content-type'], photoWebp.headers['cache-control']]).toEqual([
      'image/webp',
      'public, max-age=31536000, immutable',
    ]);
    expect(photoWebp.headers.vary).toBe('Accept');
    const drawing = await get('/cdn/resize/cover/200/200/80/demo-somsa.svg', CHROME);
    expect([drawing.headers['content-type'], drawing.headers['cache-control']]).toEqual([
      'image/webp',
      'public, max-age=31536000, immutable',
    ]);
    expect(await format(drawing.rawPayload)).toBe('webp');
    // nothing was queued for either
    expect(readdirSync(cacheDir).filter((f) => f.endsWith('.avif') && !f.includes('plov'))).toEqual([]);
  });

  it("a new photo's card sizes are encoded before any customer asks", async () => {
    cdn.prepare('demo-lagman.jpg');
    const medium = '/cdn/resize/cover/360/360/80/demo-lagman.jpg';
    await vi.waitFor(
      () =>
        expect(readdirSync(cacheDir)).toEqual(
          expect.arrayContaining(
            ['720x420', '360x360', '192x192'].map((size) => `cover-${size}-q60-demo-lagman.jpg.avif`),
          ),
        ),
      { timeout: 60_000, interval: 50 },
    );
    const answer = await get(medium, CHROME);
    expect([answer.headers['content-type'], answer.headers['cache-control']]).toEqual([
      'image/avif',
      'public, max-age=31536000, immutable',
    ]);
  });

  it('a named format is answered as named; a missing picture is a 404 in any format', async () => {
    const webp = await get('/cdn/resize/cover/120/90/80/demo-plov.jpg?format=webp', CHROME);
    expect([webp.headers['content-type'], webp.headers.vary]).toEqual(['image/webp', undefined]);
    const avif = await get('/cdn/resize/cover/120/90/60/demo-somsa.svg?format=avif', NO_AVIF);
    expect(await format(avif.rawPayload)).toBe('av1');
    expect((await get('/cdn/resize/cover/120/90/80/demo-none.jpg', CHROME)).statusCode).toBe(404);
    expect((await get('/cdn/resize/cover/120/90/80/demo-none.jpg?format=avif')).statusCode).toBe(404);
  });
});
