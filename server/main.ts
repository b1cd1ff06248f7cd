import { buildApp } from './app';
import { buildIfNeeded } from './build-if-needed';
import { readConfig } from './config';

const config = readConfig();
await buildIfNeeded(config.distDir);
const { app } = await buildApp({ config });
await app.listen({ port: config.port, host: config.host });
console.log(`Dasturxon storefront on http://localhost:${config.port} (API /api, CDN /cdn)`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
