/**
 * `npm run build`'s storefront half: the SPA and its first screens' server entry, built beside the
 * live build and swapped in whole (server/build/build-folders.ts), so a server running from this
 * folder keeps answering while it builds.
 */
import { buildStorefront } from '../server/build/build-storefront';
import { buildDirs } from '../server/config';

const { distDir, ssrDir } = buildDirs();
await buildStorefront(distDir, ssrDir);
