import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { newBuild, publishBuild } from '../build/build-folders';
import { pinBuild } from '../build/pin-build';

/** A project folder with nothing built yet. */
function project() {
  const root = mkdtempSync(join(tmpdir(), 'dx-builds-'));
  return { dist: join(root, 'dist'), ssr: join(root, 'dist-ssr') };
}

/** What `vite build` would write: a page naming its script, the script, the first screens' entry. */
function build(at: ReturnType<typeof project>, name: string) {
  const fresh = newBuild(at.dist);
  for (const [file, text] of [
    [join(fresh.client, 'index.html'), `<script src="/assets/${name}.js"></script>`],
    [join(fresh.client, 'assets', `${name}.js`), `// ${name}`],
    [join(fresh.ssr, 'ssr.js'), `export const built = '${name}';`],
  ] as const) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  publishBuild(fresh, at.dist, at.ssr);
  return fresh.folder;
}

const page = (dist: string) => readFileSync(join(dist, 'index.html'), 'utf8');

describe('builds written beside the live one and swapped in', () => {
  it('points dist and dist-ssr at the live build, one build through both', () => {
    const at = project();
    build(at, 'one');
    expect(lstatSync(at.dist).isSymbolicLink()).toBe(true);
    expect(page(at.dist)).toContain('/assets/one.js');
    expect(readFileSync(join(at.ssr, 'ssr.js'), 'utf8')).toContain("'one'");
    build(at, 'two');
    expect(page(at.dist)).toContain('/assets/two.js');
    expect(readFileSync(join(at.ssr, 'ssr.js'), 'utf8')).toContain("'two'");
  });

  it("carries the live build's own assets into the next one (a page open before the swap), one build back", () => {
    const at = project();
    build(at, 'one');
    build(at, 'two');
    expect(existsSync(join(at.dist, 'assets', 'one.js'))).toBe(true);
    build(at, 'three');
    expect(existsSync(join(at.dist, 'assets', 'two.js'))).toBe(true);
    expect(existsSync(join(at.dist, 'assets', 'one.js'))).toBe(false);
  });

  it('keeps the build a running server serves, whatever is built after it, and removes the rest', () => {
    const at = project();
    const first = build(at, 'one');
    const pinned = pinBuild(at.dist, at.ssr);
    expect(pinned.distDir).toBe(realpathSync(join(first, 'client')));
    const second = build(at, 'two');
    build(at, 'three');
    build(at, 'four');
    // the server's build: whole, as it was
    expect(page(pinned.distDir)).toContain('/assets/one.js');
    expect(readFileSync(join(pinned.ssrDir, 'ssr.js'), 'utf8')).toContain("'one'");
    // a build nobody serves is gone
    expect(existsSync(second)).toBe(false);
    expect(page(at.dist)).toContain('/assets/four.js');
  });

  it('takes over a build written in place by an older version (dist a folder)', () => {
    const at = project();
    mkdirSync(join(at.dist, 'assets'), { recursive: true });
    writeFileSync(join(at.dist, 'index.html'), '<script src="/assets/old.js"></script>');
    writeFileSync(join(at.dist, 'assets', 'old.js'), '// old');
    mkdirSync(at.ssr);
    writeFileSync(join(at.ssr, 'ssr.js'), "export const built = 'old';");
    build(at, 'new');
    expect(lstatSync(at.dist).isSymbolicLink()).toBe(true);
    expect(page(at.dist)).toContain('/assets/new.js');
    expect(existsSync(join(at.dist, 'assets', 'old.js'))).toBe(true);
    expect(readFileSync(join(at.ssr, 'ssr.js'), 'utf8')).toContain("'new'");
  });

  it('serves a folder that is not a build (its own dist) as it is', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dx-plain-'));
    expect(pinBuild(dist, join(dist, 'none'))).toEqual({
      distDir: realpathSync(dist),
      ssrDir: join(dist, 'none'),
    });
  });
});
