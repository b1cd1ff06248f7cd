import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { registerSpa } from './spa';

export interface AppOptions {
  config: ServerConfig;
  serveSpa?: boolean;
}

export async function buildApp({ config, serveSpa = true }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' }, bodyLimit: 256 * 1024 });
  if (serveSpa) await registerSpa(app, config.distDir);
  else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ code: 'NOT_FOUND', message: `Not found: ${request.url.split('?')[0]}` }),
    );
  }
  return app;
}
