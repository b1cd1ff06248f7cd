import type { FastifyInstance } from 'fastify';
import { buildApp, imagesDir } from '../../server/app';
import { readConfig } from '../../server/config';
import type { Db } from '../../server/db/database';

export interface OwnServer {
  app: FastifyInstance;
  db: Db;
  port: number;
  /** where the server's CDN keeps pictures (an import copies a folder's pictures there) */
  images: string;
}

/**
 * A storefront server of a journey's own, beside the shared one: the built storefront, an
 * embedded database in memory seeded with the demo merchants, no order simulator, and whatever
 * else the journey sets (a clock, for instance).
 */
export async function startOwnServer(port: number, env: Record<string, string> = {}): Promise<OwnServer> {
  const config = readConfig({
    ...process.env,
    PORT: String(port),
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'error',
    SIMULATOR_TICK_MS: '0',
    ...env,
  });
  const { app, db } = await buildApp({ config, simulator: false });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, db, port, images: imagesDir(config) };
}
