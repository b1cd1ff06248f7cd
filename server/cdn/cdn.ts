import { existsSync, mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import sharp from 'sharp';
import { placeholderBytes } from './placeholder';
import type { PictureStore } from './storage';

/**
 * The image CDN: `/cdn/<file>` serves an original; `/cdn/resize/<fit>/<width>/<height>/<quality>/<file>`
 * answers webp (sharp), or AVIF with `?format=avif`, cached on disk, with long cache headers;
 * `/cdn/placeholder/<file>` a 16-px blurred WebP to show while the picture loads. A missing file is a 404.
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

export async function registerCdn(app: FastifyInstance, options: CdnOptions) {
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

  app.get<{
    Params: { fit: string; width: string; height: string; quality: string; file: string };
    Querystring: { format?: string };
  }>('/cdn/resize/:fit/:width/:height/:quality/:file', async (request, reply) => {
    const { fit, file } = request.params;
    const format = request.query.format ?? 'webp';
    const width = Number(request.params.width);
    const height = Number(request.params.height);
    const quality = Number(request.params.quality);
    const ok =
      FITS.has(fit) &&
      [width, height].every((n) => Number.isInteger(n) && n >= 16 && n <= 2048) &&
      Number.isInteger(quality) &&
      quality >= 1 &&
      quality <= 100 &&
      (format === 'webp' || format === 'avif');
    if (!ok)
      return reply.code(400).send({
        code: 'VALIDATION',
        message:
          'fit must be cover|contain|fill|inside|outside; 16 ≤ width, height ≤ 2048; 1 ≤ quality ≤ 100; format webp|avif',
      });
    if (!FILE.test(file)) return notFound(reply, file);
    const cached = join(options.cacheDir, `${fit}-${width}x${height}-q${quality}-${file}.${format}`);
    let body: Buffer;
    if (existsSync(cached)) body = await readFile(cached);
    else {
      let job = inflight.get(cached);
      if (!job) {
        job = (async () => {
          const original = await options.pictures.read(file);
          if (!original) throw new MissingPicture();
          const resized = sharp(original, { density: 144 }).resize(width, height, {
            fit: fit as 'cover' | 'contain' | 'fill' | 'inside' | 'outside',
            background: { r: 0, g: 0, b: 0, alpha: 0 },
          });
          // AVIF at effort 4: a third smaller than WebP for photos, encoded once per size
          const out = await (
            format === 'avif' ? resized.avif({ quality, effort: 4 }) : resized.webp({ quality })
          ).toBuffer();
          const tmp = `${cached}.${process.pid}.tmp`;
          await writeFile(tmp, out);
          await rename(tmp, cached);
          return out;
        })().finally(() => inflight.delete(cached));
        inflight.set(cached, job);
      }
      try {
        body = await job;
      } catch (error) {
        if (error instanceof MissingPicture) return notFound(reply, file);
        throw error;
      }
    }
    return reply.header('Cache-Control', LONG_CACHE).type(`image/${format}`).send(body);
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
      const tmp = `${cached}.${process.pid}.tmp`;
      await writeFile(tmp, body);
      await rename(tmp, cached);
    }
    return reply.header('Cache-Control', LONG_CACHE).type('image/webp').send(body);
  });
}
