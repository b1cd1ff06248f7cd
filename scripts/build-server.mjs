// Compiles the server (server/main.ts and what it imports) to dist-server/main.js with esbuild:
// `npm start` runs JavaScript, no TypeScript loader at runtime. Packages stay in node_modules.
// Builds only when dist-server is missing or older than its sources; `--force` always builds.
// Each file is written beside the old one and renamed over it: a server started from the old one
// meanwhile, or starting now, reads one whole file, never a half-written one.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const OUT = 'dist-server/main.js';
const SOURCES = ['server', 'src', 'locales', 'schemas', 'package.json', 'scripts/build-server.mjs'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let mtime = 0;
  for (const entry of readdirSync(path)) mtime = Math.max(mtime, newest(join(path, entry)));
  return mtime;
}

const force = process.argv.includes('--force');
if (!force && existsSync(OUT) && newest(OUT) >= Math.max(...SOURCES.map(newest))) process.exit(0);

// esbuild only when there is something to build: a production image has the build and no esbuild
const { build } = await import('esbuild');
const started = performance.now();
const { outputFiles } = await build({
  write: false,
  entryPoints: ['server/main.ts'],
  outfile: OUT,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  // one file in dist-server/: `import.meta.dirname` is dist-server, so server/paths.ts finds the root
  // the same way from the sources and from the build
});
// the source map first, then the code that names it
for (const file of outputFiles.sort(
  (a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')),
)) {
  const next = `${file.path}.${process.pid}.next`;
  mkdirSync(dirname(file.path), { recursive: true });
  writeFileSync(next, file.contents);
  renameSync(next, file.path);
}
console.log(`Server compiled to ${OUT} in ${Math.round(performance.now() - started)} ms`);
