/** The API alone (no SPA, no simulator) for bench/api.ts, in its own process. */
import { buildApp } from '../server/app';
import { readConfig } from '../server/config';

const config = readConfig({ ...process.env, LOG_LEVEL: 'error' });
const { app } = await buildApp({ config, serveSpa: false, simulator: false });
await app.listen({ port: config.port, host: '127.0.0.1' });
console.log('ready');
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
