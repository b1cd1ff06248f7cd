/** A storefront with a generated 3,000-product merchant (sub "bench") for bench/menu.ts. */
import { buildApp, imagesDir } from '../server/app';
import { buildIfNeeded } from '../server/build-if-needed';
import { pinBuild } from '../server/build/pin-build';
import { readConfig } from '../server/config';
import { importConfig } from '../server/onboarding/import';
import { bigMenuConfig } from '../e2e/support/big-menu';
import { diskStore } from '../server/cdn/storage';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 3000);
const config = readConfig({ ...process.env, DATA_DIR: 'memory://', LOG_LEVEL: 'error' });
await buildIfNeeded(config.distDir, config.ssrDir);
const { app, db } = await buildApp({
  config: { ...config, ...pinBuild(config.distDir, config.ssrDir) },
  simulator: false,
});
await importConfig(db, bigMenuConfig(PRODUCTS), { pictures: diskStore(imagesDir(config)) });
// a port the system picks (bench/menu.ts reads it from this line)
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`ready on ${(app.server.address() as { port: number }).port}`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
