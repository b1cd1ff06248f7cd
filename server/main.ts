import { createServer } from 'node:net';
import { buildApp } from './app';
import { buildIfNeeded } from './build-if-needed';
import { pinBuild } from './build/pin-build';
import { readConfig } from './config';
import { holdDataDirOrExit, rememberPort } from './db/data-dir-lock';
import { productionProblems } from './credentials/production-check';
import { serveMetricsOn } from './metrics';

const config = readConfig();
holdDataDirOrExit(config);
// said before a build that would only end in the same refusal
if (await portTaken(config.port, config.host)) refuseTakenPort();
await buildIfNeeded(config.distDir, config.ssrDir);
// the build this process serves until it stops, whatever is built in this folder meanwhile
const { app, db } = await buildApp({ config: { ...config, ...pinBuild(config.distDir, config.ssrDir) } });
if (config.production) {
  const problems = await productionProblems(db);
  if (problems.length > 0) {
    console.error(`Refusing to start in production:\n- ${problems.join('\n- ')}`);
    await app.close();
    process.exit(1);
  }
}
await app.listen({ port: config.port, host: config.host }).catch(async (error: NodeJS.ErrnoException) => {
  if (error.code !== 'EADDRINUSE') throw error;
  await app.close();
  refuseTakenPort();
});
// the onboarding CLI names this port ("open http://<sub>.localhost:<port>", "--server …")
if (!config.databaseUrl) rememberPort(config.dataDir, config.port);
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

/** Whether another process listens on the port (this one could not). */
function portTaken(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE'));
    probe.listen(port, host, () => probe.close(() => resolve(false)));
  });
}

function refuseTakenPort(): never {
  console.error(
    `Refusing to start: port ${config.port} is taken (another server, perhaps this folder's npm start, is listening there). ` +
      'Stop it, or start this one on another port: PORT=<port> npm start',
  );
  process.exit(1);
}
