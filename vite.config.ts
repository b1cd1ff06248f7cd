/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:8081';
const buildId = process.env.BUILD_ID ?? Date.now().toString(36);

/** Writes /build.json so a running storefront can tell a newer build (spec section 4). */
function buildIdFile(): Plugin {
  return {
    name: 'dasturxon-build-id',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build.json', source: JSON.stringify({ id: buildId }) });
    },
  };
}

export default defineConfig({
  plugins: [react(), buildIdFile()],
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) },
  server: {
    proxy: { '/api': apiTarget, '/cdn': apiTarget },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/**/*.test.ts',
            'server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'schemas/**/*.test.ts',
            'locales/**/*.test.ts',
          ],
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
