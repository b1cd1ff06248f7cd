import { buildApp } from './app';
import { buildIfNeeded } from './build-if-needed';
import { readConfig } from './config';
import { holdDataDirOrExit } from './db/data-dir-lock';
import { productionProblems } from './credentials/production-check';
import { serveMetricsOn } from './metrics';

const config = readConfig();
holdDataDirOrExit(config);
await buildIfNeeded(config.distDir, config.ssrDir);
const { app, db } = await buildApp({ config });
if (config.production) {
  const problems = await productionProblems(db);
  if (problems.length > 0) {
    console.error(`Refusing to start in production:\n- ${problems.join('\n- ')}`);
    await app.close();
    process.exit(1);
  }
}
await app.listen({ port: config.port, host: config.host });
const metricsServer = config.metricsPort ? serveMetricsOn(config.metricsPort, config.host) : null;
console.log(`Dasturxon storefront on http://localhost:${config.port} (API /api, CDN /cdn)`);

// Stop: refuse new connections, end the event streams, let requests in flight finish; never
// take longer than 10 s (an orchestrator's patience), whatever hangs.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    setTimeout(() => process.exit(1), 9_000).unref();
    metricsServer?.close();
    void app.close().then(() => process.exit(0));
  });
}
