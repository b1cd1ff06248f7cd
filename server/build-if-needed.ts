import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'locales', 'schemas', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** `npm start` builds the SPA and its server entry when either is missing or older than its sources. */
export async function buildIfNeeded(
  distDir: string,
  ssrDir = `${distDir.replace(/\/+$/, '')}-ssr`,
): Promise<void> {
  const built = Math.min(newestMtime(join(distDir, 'index.html')), newestMtime(join(ssrDir, 'ssr.js')));
  const sources = Math.max(...SOURCES.map(newestMtime));
  if (built > 0 && built >= sources) return;
  console.log('Building the storefront…');
  const { build } = await import('vite');
  // always React's production build: Vite follows NODE_ENV, and a developer's shell often says
  // development (the development server is `npm run dev`)
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir: distDir } });
    // the server entry that renders the storefront's first screens (src/app/ssr.tsx)
    await build({ mode: 'production', logLevel: 'warn', build: { ssr: 'src/app/ssr.tsx', outDir: ssrDir } });
  } finally {
    if (mode === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = mode;
  }
}
