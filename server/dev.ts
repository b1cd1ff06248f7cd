import { createServer } from 'vite';
import { buildApp } from './app';
import { readConfig } from './config';
import { holdDataDirOrExit } from './db/data-dir-lock';

/**
 * `npm run dev`: the storefront from Vite's dev server (hot module replacement, React's
 * development build with StrictMode) on PORT (5173 unless set), the API and the CDN from the same
 * server code as `npm start` on the port after it, behind Vite's proxy (vite.config.ts). Pages are
 * drawn by the client here (no first screen from the server): what the development build checks
 * twice, every page must survive.
 */
const port = Number(process.env.PORT ?? 5173);
const apiPort = Number(process.env.API_PORT ?? port + 1);
const config = readConfig({ ...process.env, PORT: String(apiPort) });
if (config.production) {
  console.error('npm run dev is for development: unset NODE_ENV=production (npm start serves production)');
  process.exit(1);
}

holdDataDirOrExit(config);

const { app } = await buildApp({ config, serveSpa: false });
await app.listen({ port: apiPort, host: '127.0.0.1' });

process.env.API_URL = `http://127.0.0.1:${apiPort}`;
const vite = await createServer({
  server: { port, strictPort: true, host: config.host },
  appType: 'spa',
  clearScreen: false,
  // what the server puts into the page's head in production that the dev page still wants
  plugins: [
    {
      name: 'dasturxon-dev-head',
      transformIndexHtml: (html) => html.replace('<!--bootstrap-->', '<link rel="icon" href="data:,">'),
    },
  ],
});
await vite.listen();
console.log(
  `Dasturxon (development) on http://localhost:${port} (osh: http://osh.localhost:${port}); API on :${apiPort}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.all([vite.close(), app.close()]).then(() => process.exit(0));
  });
}
