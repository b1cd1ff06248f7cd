import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { buildStorefront } from './build/build-storefront';

const SOURCES = ['src', 'locales', 'schemas', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * `npm start` builds the SPA and its server entry when either is missing or older than its
 * sources, beside the live build (a server already serving this folder keeps answering).
 */
export async function buildIfNeeded(
  distDir: string,
  ssrDir = `${distDir.replace(/\/+$/, '')}-ssr`,
): Promise<void> {
  const built = Math.min(newestMtime(join(distDir, 'index.html')), newestMtime(join(ssrDir, 'ssr.js')));
  const sources = Math.max(...SOURCES.map(newestMtime));
  if (built > 0 && built >= sources) return;
  console.log('Building the storefront…');
  await buildStorefront(distDir, ssrDir);
}
