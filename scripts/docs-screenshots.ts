/**
 * The documents' screenshots, taken from the running demo rather than by hand:
 * `npm run docs:screenshots` builds when needed, starts the server on a free port with a throw-away
 * database, and saves each demo merchant's home at phone size to docs/screenshots/.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { freePort } from '../src/test/free-port';

const root = resolve(import.meta.dirname, '..');
const out = join(root, 'docs/screenshots');

/** Which pages: a name for the file and the merchant's address path. */
const SHOTS = [
  { file: 'demo-home.png', sub: 'demo', path: '/' },
  { file: 'osh-home.png', sub: 'osh', path: '/' },
  { file: 'night-home.png', sub: 'night', path: '/' },
];

async function waitForReady(url: string, server: ReturnType<typeof spawn>) {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit ${server.exitCode})`);
    const ready = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function main() {
  const port = await freePort();
  const server = spawn('npm', ['start'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: 'memory://',
      SIMULATOR_TICK_MS: '0',
      // the demo merchants open, whatever the hour the script runs at
      DEV_CLOCK: 'demo=13:00,osh=12:00,night=20:00',
      LOG_LEVEL: 'warn',
    },
  });
  try {
    await waitForReady(`http://127.0.0.1:${port}/api/ready`, server);
    mkdirSync(out, { recursive: true });
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    });
    for (const shot of SHOTS) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 780 },
        deviceScaleFactor: 1,
        serviceWorkers: 'block',
        reducedMotion: 'reduce',
      });
      const page = await context.newPage();
      await page.goto(`http://${shot.sub}.localhost:${port}${shot.path}`, { waitUntil: 'networkidle' });
      // the pictures drawn, the fonts in place
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: join(out, shot.file) });
      console.log(`docs/screenshots/${shot.file}`);
      await context.close();
    }
    await browser.close();
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
