import { newBuild, publishBuild } from './build-folders';

/**
 * Builds the storefront (the SPA and its first screens' server entry, always React's production
 * build) into a fresh folder beside the live build, then swaps it in whole: a server serving the
 * live build meanwhile never answers from a half-written one (server/build/build-folders.ts).
 */
export async function buildStorefront(distDir: string, ssrDir: string): Promise<void> {
  const { build } = await import('vite');
  const fresh = newBuild(distDir);
  // Vite follows NODE_ENV, and a developer's shell often says development (the development server
  // is `npm run dev`)
  const mode = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ mode: 'production', logLevel: 'warn', build: { outDir: fresh.client } });
    // the server entry that renders the storefront's first screens (src/app/ssr.tsx)
    await build({
      mode: 'production',
      logLevel: 'warn',
      build: { ssr: 'src/app/ssr.tsx', outDir: fresh.ssr },
    });
  } finally {
    if (mode === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = mode;
  }
  publishBuild(fresh, distDir, ssrDir);
}
