import { existsSync, mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import { placeholderBytes } from './placeholder';
import type { PictureStore } from './storage';
import { CARD_IMAGE, type Fit } from '../../src/domain/images';

/**
 * The image CDN: `/cdn/<file>` serves an original; `/cdn/resize/<fit>/<width>/<height>/<quality>/<file>`
 * answers the format the browser takes (AVIF for a photo once it is encoded, WebP otherwise), or the
 * one `?format=webp|avif` names, cached on disk, with long cache headers; `/cdn/placeholder/<file>` a
 * 16-px blurred WebP to show while the picture loads. A missing file is a 404.
 */
const FILE = /^[a-z0-9][a-z0-9._-]{0,120}$/i;
const FITS = new Set(['cover', 'contain', 'fill', 'inside', 'outside']);
const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};
const LONG_CACHE = 'public, max-age=31536000, immutable';
/** A WebP answered where the AVIF is still being encoded: kept a minute, then asked again. */
const INTERIM_CACHE = 'public, max-age=60';
/** The most AVIF encodes waiting behind the requests at once. */
const MAX_QUEUED = 64;
/**
 * Pictures worth an AVIF: photos (an uploaded JPEG, PNG or WebP). A drawing (SVG) comes out only
 * 10–15 % smaller as AVIF for twenty times the encoding, so it stays WebP.
 */
const PHOTO = /\.(jpe?g|png|webp)$/i;
/** The AVIF's quality number for a WebP's: at three quarters it is 15–40 % smaller and looks alike. */
export const avifQuality = (webpQuality: number) => Math.max(1, Math.round(webpQuality * 0.75));

type Format = 'webp' | 'avif';
interface Size {
  fit: Fit;
  width: number;
  height: number;
  quality: number;
  file: string;
}

export interface CdnOptions {
  /** the originals (this machine's disk or a shared bucket: server/cdn/storage.ts) */
  pictures: PictureStore;
  /** resized pictures, kept by each process on its own disk */
  cacheDir: string;
}

function notFound(reply: FastifyReply, file: string) {
  return reply.code(404).send({ code: 'NOT_FOUND', message: `Image not found: ${file}` });
}

class MissingPicture extends Error {}

/** Written whole, then renamed: a reader (another process too) never sees half a picture. */
async function keep(path: string, bytes: Buffer) {
  const tmp = `${path}.${process.pid}.tmp`;
  await writeFile(tmp, bytes);
  await rename(tmp, path);
}

/** What the CDN does beside answering: a new photo's AVIF for the storefront's cards, before anyone asks. */
export interface Cdn {
  prepare(file: string): void;
}

export function registerCdn(app: FastifyInstance, options: CdnOptions): Cdn {
  mkdirSync(options.cacheDir, { recursive: true });
  const inflight = new Map<string, Promise<Buffer>>();

  app.get<{ Params: { file: string } }>('/cdn/:file', async (request, reply) => {
    const { file } = request.params;
    const original = FILE.test(file) ? await options.pictures.read(file) : null;
    if (!original) return notFound(reply, file);
    return reply
      .header('Cache-Control', LONG_CACHE)
      .type(TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream')
      .send(original);
  });

  const cachePath = (size: Size, format: Format) =>
    join(
      options.cacheDir,
      `${size.fit}-${size.width}x${size.height}-q${size.quality}-${size.file}.${format}`,
    );

  /** One size of a picture in one format: from the disk cache, else encoded once (several asking wait for the same). */
  function encoded(size: Size, format: Format): Promise<Buffer> {
    const cached = cachePath(size, format);
    if (existsSync(cached)) return readFile(cached);
    let job = inflight.get(cached);
    if (!job) {
      job = (async () => {
        const original = await options.pictures.read(size.file);
        if (!original) throw new MissingPicture();
        const resized = sharp(original, { density: 144 }).resize(size.width, size.height, {
          fit: size.fit,
          background: { r: 0, g: 0, b: 0, alpha: 0 },
        });
        // AVIF at effort 4: for photos 30–40 % smaller than WebP, and ~20 times its encoding time
        const out = await (
          format === 'avif'
            ? resized.avif({ quality: size.quality, effort: 4 })
            : resized.webp({ quality: size.quality })
        ).toBuffer();
        await keep(cached, out);
        return out;
      })().finally(() => inflight.delete(cached));
      inflight.set(cached, job);
    }
    return job;
  }

  // AVIF encodes nobody waits for, one at a time, behind the requests being answered
  const queued = new Set<string>();
  let queue: Promise<unknown> = Promise.resolve();
  function encodeLater(size: Size) {
    const key = cachePath(size, 'avif');
    // a flood of odd sizes waits no more than this many encodes: the rest stay WebP until asked again
    if (queued.has(key) || queued.size >= MAX_QUEUED || existsSync(key)) return;
    queued.add(key);
    queue = queue
      .then(() => encoded(size, 'avif'))
      .catch(() => undefined) // a picture gone meanwhile: its requests answer 404 themselves
      .finally(() => queued.delete(key));
  }

  app.get<{
    Params: { fit: string; width: string; height: string; quality: string; file: string };
    Querystring: { format?: string };
  }>('/cdn/resize/:fit/:width/:height/:quality/:file', async (request, reply) => {
    const { fit, file } = request.params;
    const asked = request.query.format;
    const width = Number(request.params.width);
    const height = Number(request.params.height);
    const quality = Number(request.params.quality);
    const ok =
      FITS.has(fit) &&
      [width, height].every((n) => Number.isInteger(n) && n >= 16 && n <= 2048) &&
      Number.isInteger(quality) &&
      quality >= 1 &&
      quality <= 100 &&
      (asked === undefined || asked === 'webp' || asked === 'avif');
    if (!ok)
      return reply.code(400).send({
        code: 'VALIDATION',
        message:
          'fit must be cover|contain|fill|inside|outside; 16 ≤ width, height ≤ 2048; 1 ≤ quality ≤ 100; format webp|avif',
      });
    if (!FILE.test(file)) return notFound(reply, file);
    let size: Size = { fit: fit as Fit, width, height, quality, file };
    let format: Format = asked ?? 'webp';
    let cache = LONG_CACHE;
    if (asked === undefined) {
      // the format the browser takes: AVIF for a photo when it says it takes AVIF (at three quarters
      // of the WebP's quality number: at the same number the AVIF came out larger), WebP otherwise
      reply.header('Vary', 'Accept');
      if (PHOTO.test(file) && /\bimage\/avif\b/.test(request.headers.accept ?? '')) {
        const avif = { ...size, quality: avifQuality(quality) };
        if (existsSync(cachePath(avif, 'avif'))) {
          format = 'avif';
          size = avif;
        } else {
          // not encoded yet: the WebP now, for a short while, and the AVIF for the next time
          encodeLater(avif);
          cache = INTERIM_CACHE;
        }
      }
    }
    let body: Buffer;
    try {
      body = await encoded(size, format);
    } catch (error) {
      if (error instanceof MissingPicture) return notFound(reply, file);
      throw error;
    }
    return reply.header('Cache-Control', cache).type(`image/${format}`).send(body);
  });

  app.get<{ Params: { file: string } }>('/cdn/placeholder/:file', async (request, reply) => {
    const { file } = request.params;
    const cached = join(options.cacheDir, `placeholder-${file}.webp`);
    if (!FILE.test(file)) return notFound(reply, file);
    let body: Buffer;
    if (existsSync(cached)) body = await readFile(cached);
    else {
      const original = await options.pictures.read(file);
      if (!original) return notFound(reply, file);
      body = await placeholderBytes(original);
      await keep(cached, body);
    }
    return reply.header('Cache-Control', LONG_CACHE).type('image/webp').send(body);
  });

  return {
    prepare(file) {
      if (!FILE.test(file) || !PHOTO.test(file)) return;
      for (const card of Object.values(CARD_IMAGE))
        encodeLater({ fit: 'cover', ...card, quality: avifQuality(card.quality), file });
    },
  };
}
