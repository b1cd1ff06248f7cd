/**
 * Builds the storefront and prints the gzip bytes the home route loads (the HTML, the
 * entry scripts and their static imports, the CSS) against ARCHITECTURE.md's budgets.
 * Usage: npm run bench:bundle
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

// its own folder: building into dist in place would pull the live build from under a running server
const DIST = '.cache/bench-bundle';
const BUDGET = { js: 150 * 1024, css: 20 * 1024, html: 14 * 1024 };

await build({ logLevel: 'error', build: { outDir: DIST } });

const html = readFileSync(join(DIST, 'index.html'), 'utf8');
const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] as string);
if (refs.length === 0) throw new Error(`no scripts found in ${DIST}/index.html`);
const gz = (path: string) => gzipSync(readFileSync(join(DIST, path))).length;
const seen = new Set<string>();
const queue = [...refs];
while (queue.length > 0) {
  const file = queue.shift() as string;
  if (seen.has(file)) continue;
  seen.add(file);
  if (!file.endsWith('.js')) continue;
  const code = readFileSync(join(DIST, file), 'utf8');
  // static imports of other chunks: `from "./x.js"` / `import "./x.js"` (dynamic import() is lazy)
  for (const m of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) queue.push(`assets/${m[1]}`);
}

// Loaded before the first render too (src/i18n/i18n.ts, src/app/first-screen.ts): one language's
// strings (count the heaviest) and the blocks a home shows besides the menu.
const lazyChunk = (pattern: RegExp) =>
  [...seen]
    .filter((f) => f.endsWith('.js'))
    .flatMap((f) => [...readFileSync(join(DIST, f), 'utf8').matchAll(pattern)].map((m) => `assets/${m[1]}`));
const languages = lazyChunk(/import\([`"']\.\/((?:uz|ru|en)-[\w-]+\.js)[`"']\)/g);
const heaviest = languages
  .map((f) => ({ file: f, lang: /assets\/(\w+)-/.exec(f)?.[1] ?? '?' }))
  .sort((a, b) => gz(b.file) - gz(a.file))[0];
if (heaviest) seen.add(heaviest.file);
for (const f of lazyChunk(/import\([`"']\.\/(first-screen-blocks-[\w-]+\.js)[`"']\)/g)) seen.add(f);
const js = [...seen].filter((f) => f.endsWith('.js'));
const css = [...seen].filter((f) => f.endsWith('.css'));
const total = {
  html: gz('index.html'),
  js: js.reduce((s, f) => s + gz(f), 0),
  css: css.reduce((s, f) => s + gz(f), 0),
};

const allJs = readdirSync(join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
const compilerChunks = allJs.filter((f) =>
  /ajv\/dist\/compile|new Ajv\(|strictSchema/.test(readFileSync(join(DIST, 'assets', f), 'utf8')),
);

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const row = (name: keyof typeof BUDGET) =>
  `${name.padEnd(5)} ${kb(total[name]).padStart(9)}  budget ${kb(BUDGET[name]).padStart(9)}  ${total[name] <= BUDGET[name] ? 'ok' : 'OVER'}`;
console.log('Home route, first load (gzip):');
console.log(row('js'));
console.log(row('css'));
console.log(row('html'));
console.log(
  `files: ${js.length} JS (incl. the ${heaviest?.lang ?? '?'} strings and the first screen's blocks), ${css.length} CSS`,
);
for (const f of js) console.log(`  ${kb(gz(f)).padStart(9)}  ${f}`);
console.log(`lazy chunks: ${allJs.length - js.length}`);
console.log(
  `ajv schema compiler in the storefront bundle: ${compilerChunks.length === 0 ? 'none' : compilerChunks.join(', ')}`,
);
