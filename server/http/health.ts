import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pendingMigrations, type Db } from '../db/database';
import { stalledJobs } from '../timed-job';

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref(),
    ),
  ]);

/**
 * For load balancers and orchestrators (outside the storefront's contract):
 * - `GET /api/health`: the process answers (200);
 * - `GET /api/ready`: the database answers, every migration is applied and every outbox job keeps
 *   its rhythm: 200, else 503 saying which check failed and why.
 */
export function registerHealth(app: FastifyInstance, db: Db, schema?: string) {
  app.get('/api/health', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/api/ready', async (_request, reply) => {
    const checks: Record<string, string> = {};
    try {
      await within(2_000, sql`select 1`.execute(db));
      checks.database = 'ok';
      const pending = await within(2_000, pendingMigrations(db, schema));
      checks.migrations = pending.length === 0 ? 'ok' : `not applied: ${pending.join(', ')}`;
    } catch (error) {
      checks.database = `unreachable: ${(error as Error).message}`;
    }
    const stalled = stalledJobs();
    checks.jobs = stalled.length === 0 ? 'ok' : `stalled: ${stalled.join(', ')}`;
    const ready = Object.values(checks).every((c) => c === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: ready ? 'ready' : 'not ready', checks });
  });
}
