import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { diskStore, s3Store, type PictureStore } from '../cdn/storage';

/**
 * The picture store the CDN serves from (as server/app.ts's pictureStore: the bucket, else this
 * machine's disk), for the folder download; kept here so the back office does not import the app.
 */
export function managePictures(config: ServerConfig): PictureStore {
  if (config.s3) return s3Store(config.s3);
  const dir = config.dataDir.startsWith('memory://')
    ? join('.cache', 'cdn', 'originals')
    : join(config.dataDir, 'cdn', 'originals');
  return diskStore(dir);
}
