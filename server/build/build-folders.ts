import {
  copyFileSync,
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { liveMarker, processMark } from '../db/data-dir-lock';

/**
 * Where the builds of the storefront live. A build is written whole into a folder of its own
 * beside the live one and swapped in by renaming one link, so a server serving the live build
 * never sees a half-written one:
 *
 *   .builds/<id>/client/    what `vite build` writes (index.html, assets/, sw.js); `dist` links here
 *   .builds/<id>/ssr/       the first screens' server entry (ssr.js); `dist-ssr` links here
 *   .builds/<id>/assets.json  the assets this build made itself (the next build carries them)
 *   .builds/<id>/.held/<pid>  the processes serving or writing it: it is kept while one runs
 *   .builds/current         the live build's id (a link, renamed over in one step)
 *   dist -> .builds/current/client, dist-ssr -> .builds/current/ssr   (made once, never rewritten)
 */
export function buildsOf(distDir: string) {
  const root = join(dirname(resolve(distDir)), '.builds');
  return { root, current: join(root, 'current') };
}

/** A build's folder inside `.builds`, if `client` (a pinned dist/) is one's. */
export function buildFolderOf(client: string): string | null {
  const folder = dirname(client);
  return basename(client) === 'client' && basename(dirname(folder)) === '.builds' ? folder : null;
}

/** Marks `folder` as used by this process for as long as it runs (or until released). */
export function holdBuild(folder: string): () => void {
  const mark = join(folder, '.held', String(process.pid));
  mkdirSync(dirname(mark), { recursive: true });
  writeFileSync(mark, processMark());
  const release = () => rmSync(mark, { force: true });
  process.once('exit', release);
  return release;
}

/** Whether a live process (a server serving it, a build writing it) holds `folder`. */
function held(folder: string): boolean {
  const marks = join(folder, '.held');
  if (!existsSync(marks)) return false;
  return readdirSync(marks).some((pid) => {
    try {
      return liveMarker(readFileSync(join(marks, pid), 'utf8')) !== null;
    } catch {
      return false; // released meanwhile
    }
  });
}

let buildsMade = 0;

/** A fresh, empty build folder held by this process while it builds. */
export function newBuild(distDir: string): { folder: string; client: string; ssr: string } {
  const { root } = buildsOf(distDir);
  // two builds of one process within a millisecond (a test) are two folders all the same
  const id = `${Date.now().toString(36)}-${process.pid}-${++buildsMade}`;
  const folder = join(root, id);
  holdBuild(folder);
  return { folder, client: join(folder, 'client'), ssr: join(folder, 'ssr') };
}

export const realOrNull = (path: string) => {
  try {
    return realpathSync(path);
  } catch {
    return null;
  }
};

/** The files under a folder, as paths relative to it. */
function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * The live build's own assets, carried into the new one (linked, else copied): a page opened
 * before the swap still finds the scripts it loads later. Only one build back, so builds do not
 * grow.
 */
function carryAssets(liveClient: string | null, build: { folder: string; client: string }) {
  const own = filesUnder(join(build.client, 'assets'));
  writeFileSync(join(build.folder, 'assets.json'), JSON.stringify(own));
  if (!liveClient) return;
  const listed = join(dirname(liveClient), 'assets.json');
  const live = existsSync(listed)
    ? (JSON.parse(readFileSync(listed, 'utf8')) as string[])
    : filesUnder(join(liveClient, 'assets'));
  for (const name of live) {
    const from = join(liveClient, 'assets', name);
    const to = join(build.client, 'assets', name);
    if (existsSync(to) || !existsSync(from)) continue;
    mkdirSync(dirname(to), { recursive: true });
    try {
      linkSync(from, to);
    } catch {
      copyFileSync(from, to);
    }
  }
}

/** `link` pointing at `target`, put in place by one rename (a folder standing there is moved `aside` first). */
function pointLink(link: string, target: string, aside?: string) {
  const wanted = relative(dirname(link), target);
  const stat = lstatSync(link, { throwIfNoEntry: false });
  if (stat?.isSymbolicLink() && readlinkSync(link) === wanted) return;
  // a build written in place by an older version: kept as a build of its own until pruned
  if (stat?.isDirectory() && aside) {
    mkdirSync(dirname(aside), { recursive: true });
    renameSync(link, aside);
  }
  const next = `${link}.${process.pid}.next`;
  rmSync(next, { force: true });
  symlinkSync(wanted, next, 'junction');
  renameSync(next, link);
}

/**
 * Makes a finished build the live one: the live build's assets carried in, `current` renamed
 * over in one step, `dist` and `dist-ssr` pointed through it. Then the builds nobody needs are
 * removed: every one but the live one, the one it replaced (a server may be starting on it), and
 * those a live process holds (a server still serving it, another build being written).
 */
export function publishBuild(
  build: { folder: string; client: string; ssr: string },
  distDir: string,
  ssrDir: string,
): void {
  const { root, current } = buildsOf(distDir);
  carryAssets(realOrNull(distDir), build);
  const replaced = realOrNull(current);
  pointLink(current, build.folder);
  const legacy = join(root, `${basename(build.folder)}-before`);
  pointLink(resolve(distDir), join(current, 'client'), join(legacy, 'client'));
  pointLink(resolve(ssrDir), join(current, 'ssr'), join(legacy, 'ssr'));
  rmSync(join(build.folder, '.held', String(process.pid)), { force: true });
  // (by name: the replaced build's path is its real one)
  const keep = new Set([basename(build.folder), replaced && basename(replaced)]);
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const folder = join(root, entry.name);
    if (!entry.isDirectory() || keep.has(entry.name) || held(folder)) continue;
    rmSync(folder, { recursive: true, force: true });
  }
}
