import type { FastifyInstance } from 'fastify';
import { buildApp, imagesDir } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase, type Db } from '../../server/db/database';
import { seededPglite } from '../../server/test/pglite-template';
import { freePort } from '../../src/test/free-port';

export interface OwnServer {
  app: FastifyInstance;
  db: Db;
  port: number;
  /** where the server's CDN keeps pictures (an import copies a folder's pictures there) */
  images: string;
  /** stops the server, then its database */
  close(): Promise<void>;
}

/**
 * A storefront server of a journey's own, beside the shared one: the built storefront, an
 * embedded database in memory seeded with the demo merchants, no order simulator, and whatever
 * else the journey sets (a clock, for instance). The database starts from the migrated, seeded
 * dump the server tests start from (server/test/pglite-template.ts): loading it takes a second or
 * two where a fresh one's initdb, migrations and seed took 10–40 s of a journey on a busy machine.
 * On a port the system picks: journeys running side by side never meet on one.
 */
export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
  const port = await freePort();
  const config = readConfig({
    ...process.env,
    PORT: String(port),
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'error',
    SIMULATOR_TICK_MS: '0',
    ...env,
  });
  const db = openDatabase({ dataDir: 'memory://', pgliteFrom: await seededPglite(imagesDir(config)) });
  const { app } = await buildApp({ config, db, simulator: false });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    db,
    port,
    images: imagesDir(config),
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}
