/// <reference types="vitest/config" />
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { launchOptions, testChromium } from './src/test/chromium';
import { TEST_TIMEOUTS } from './src/test/timeouts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8081';
const buildId = process.env.BUILD_ID ?? Date.now().toString(36);

/** Writes /build.json so a running storefront can tell a newer build (spec section 4). */
function buildIdFile(): Plugin {
  return {
    name: 'dasturxon-build-id',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ id: buildId }) });
    },
  };
}

/** Writes .br and .gz beside each text asset; the server sends them as they are (no per-request work). */
function precompress(): Plugin {
  return {
    name: 'dasturxon-precompress',
    apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle(options) {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) =>
          statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)],
        );
      for (const file of walk(options.dir ?? 'dist').filter((f) => /\.(js|css|html|json|svg)$/.test(f))) {
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    buildIdFile(),
    precompress(),
    // the storefront's service worker (src/platform/sw/sw.ts): precaches the built scripts and
    // styles; the manifest is each merchant's own, served by the server (server/pwa.ts)
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/platform/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        // what a customer's pages run (the staff desk, the studio and maps wait for their first use)
        globPatterns: ['assets/*.{js,css,woff2}'],
        globIgnores: ['assets/ops-*', 'assets/*map*'],
        maximumFileSizeToCacheInBytes: 600 * 1024,
      },
    }),
  ],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  server: {
    proxy: { '/api': apiTarget, '/cdn': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    rollupOptions: {
      output: {
        // The libraries every page needs travel in one chunk instead of many small shared ones.
        advancedChunks: {
          groups: [
            {
              name: 'core',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](query-core|react-query)|xstate|@xstate[\\/]react|i18next|react-i18next|wouter|regexparam|openapi-fetch|js-cookie|use-sync-external-store)[\\/]/,
            },
            {
              // the small shared modules every page uses (client, tenant, domain rules, platform,
              // ui, the queries, the menu and basket the first screen shows) in one chunk instead of
              // a dozen under 1 KB
              name: 'shared',
              test: /[\\/]src[\\/]((api|tenant|domain|platform|ui|i18n)[\\/](?!.*\.gen\.)|features[\\/][\w-]+[\\/][\w-]+\.queries\.ts|features[\\/](basket|menu)[\\/]|app[\\/]layouts[\\/](language-select|use-branches))/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  test: {
    // vitest's default is one worker less than the cores: one on a 2-core machine, while the
    // server tests mostly wait on their databases; three run them in 260 s instead of ~650 s
    maxWorkers: 3,
    // a PostgreSQL of its own for the run when TEST_DATABASE_URL is not set (scripts/test-postgres.ts)
    globalSetup: ['scripts/test-postgres.ts'],
    testTimeout: TEST_TIMEOUTS.testMs,
    hookTimeout: TEST_TIMEOUTS.hookMs,
    expect: { poll: { timeout: TEST_TIMEOUTS.expectMs } },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // the files of a worker share their imports (the server's modules take ~2 s to load)
          isolate: false,
          include: [
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'schemas/**/*.test.ts',
            'locales/**/*.test.ts',
            'stories/**/*.test.ts',
          ],
        },
      },
      {
        // Every Storybook story renders as a test in Debian's Chromium.
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: launchOptions(testChromium()),
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup-dom.ts'],
        },
      },
    ],
  },
});
