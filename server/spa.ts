import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

const RESERVED = /^\/(api|cdn)(\/|$)/;

/**
 * Serves the built SPA: hashed assets with long cache headers, and index.html for every
 * client route (SPA fallback). /api and /cdn never fall back to the SPA.
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const root = resolve(distDir);
  const indexPath = join(root, 'index.html');
  if (!existsSync(indexPath)) throw new Error(`${indexPath} is missing: run npm run build`);
  const indexHtml = readFileSync(indexPath, 'utf8');

  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(reply, path) {
      const immutable = path.includes(`${root}/assets/`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (RESERVED.test(path) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: `Not found: ${path}` });
    }
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(indexHtml);
  });
}
