import { existsSync } from 'node:fs';
import { buildFolderOf, holdBuild, realOrNull } from './build-folders';

/**
 * The build this server serves for its whole life: `dist` and `dist-ssr` resolved to their
 * folders once (a build published later is the next server's, never half of this one's), and
 * held, so no build removes them while this process runs. A folder that is not a build's (a test's
 * own dist) is served as it is.
 */
export function pinBuild(distDir: string, ssrDir: string): { distDir: string; ssrDir: string } {
  for (let attempt = 1; ; attempt++) {
    const client = realOrNull(distDir);
    const ssr = realOrNull(ssrDir);
    // a build swapped in between the two look-ups: look again (both from one build)
    if (realOrNull(distDir) !== client && attempt < 5) continue;
    const folder = client && buildFolderOf(client);
    if (folder) {
      const release = holdBuild(folder);
      // removed before it was held (two builds published in that instant): the live one, then
      if (!existsSync(client) && attempt < 5) {
        release();
        continue;
      }
    }
    return { distDir: client ?? distDir, ssrDir: ssr ?? ssrDir };
  }
}
