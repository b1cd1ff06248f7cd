import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import type { Db } from '../db/database';
import { requireManager, requireMerchant, resolveStaff, type MerchantCache } from '../http/security';
import { refusePicture } from './picture-errors';
import { placeholderOf } from './placeholder';
import type { PictureStore } from './storage';
import type { Cdn } from './cdn';

/** The largest upload, and the most pixels a picture may claim (a decompression bomb claims more). */
export const PICTURE_LIMITS = { bytes: 15 * 1024 * 1024, pixels: 100_000_000, side: 4096 } as const;

/** What sharp reads, and how the stored original is written (HEIF, AVIF-coded, becomes a JPEG). */
const FORMATS: Record<string, { ext: string; write: (image: Sharp) => Sharp }> = {
  jpeg: { ext: 'jpg', write: (image) => image.jpeg({ quality: 92, mozjpeg: true }) },
  png: { ext: 'png', write: (image) => image.png() },
  webp: { ext: 'webp', write: (image) => image.webp({ quality: 92 }) },
  heif: { ext: 'jpg', write: (image) => image.jpeg({ quality: 92, mozjpeg: true }) },
};

export interface StoredPicture {
  /** the name a product's or a category's `image` takes (as the merchant's folder names its pictures) */
  name: string;
  /** the picture's name on the CDN (`/cdn/<file>`, `/cdn/resize/…/<file>`): the folder's, after the merchant's sub */
  file: string;
  width: number;
  height: number;
  /** a 16-px blurred WebP as a data URI, shown while the picture loads */
  placeholder: string;
}

/**
 * A picture as the merchant's store keeps it: turned upright, at most 4096 px a side, without the
 * camera's metadata (a phone's photo carries where it was taken), in its own format.
 */
export async function storePicture(
  pictures: PictureStore,
  merchant: { id: number; sub: string },
  bytes: Buffer,
): Promise<StoredPicture> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw refusePicture('NOT_A_PICTURE');
  }
  const format = FORMATS[meta.format ?? ''];
  if (!format || !meta.width || !meta.height) throw refusePicture('NOT_A_PICTURE');
  if (meta.width * meta.height > PICTURE_LIMITS.pixels) throw refusePicture('PICTURE_TOO_MANY_PIXELS');
  let original: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(bytes, { limitInputPixels: PICTURE_LIMITS.pixels, failOn: 'error' })
      .rotate()
      .resize(PICTURE_LIMITS.side, PICTURE_LIMITS.side, { fit: 'inside', withoutEnlargement: true });
    original = await format.write(image).toBuffer({ resolveWithObject: true });
  } catch {
    // it said it was a picture, but its pixels do not decode (cut short, damaged, a codec we lack)
    throw refusePicture('PICTURE_BROKEN');
  }
  const name = `m${merchant.id}-${randomBytes(9)
    .toString('base64url')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')}.${format.ext}`;
  // a folder's pictures live on the CDN after the merchant's sub (src/onboarding/rows-menu.ts):
  // so does an uploaded one, and the folder export finds it there
  const file = `${merchant.sub}-${name}`;
  await pictures.write(file, original.data);
  return {
    name,
    file,
    width: original.info.width,
    height: original.info.height,
    placeholder: await placeholderOf(original.data),
  };
}

/**
 * `POST /api/manage/v1/pictures` (multipart, field `file`): a manager's picture for a dish or a
 * category; answers its name, size and placeholder, and has the CDN encode its cards' AVIF. Operators and the kitchen 403, another
 * merchant's token 401.
 */
export function registerPictureUpload(
  app: FastifyInstance,
  deps: { db: Db; merchants: MerchantCache; pictures: PictureStore; cdn: Cdn },
) {
  app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: PICTURE_LIMITS.bytes, files: 1, fields: 4, parts: 5 },
    });
    scope.post('/api/manage/v1/pictures', async (request, reply) => {
      await resolveStaff(request, deps.db, deps.merchants);
      requireManager(request);
      if (!request.isMultipart()) throw refusePicture('PICTURE_REQUIRED');
      const file = await request.file();
      if (!file || file.fieldname !== 'file') throw refusePicture('PICTURE_REQUIRED');
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw refusePicture('PICTURE_TOO_BIG');
        throw error;
      }
      const stored = await storePicture(deps.pictures, requireMerchant(request), bytes);
      // the storefront's cards ask for it as soon as the dish is saved: its AVIF is encoded now
      deps.cdn.prepare(stored.file);
      return reply.code(201).header('Cache-Control', 'no-store').send(stored);
    });
  });
}
