import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTimedJob } from '../timed-job';
import { DATABASES, startTestServer, type TestServer } from './harness';

describe.each(DATABASES)('health and readiness on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('answers alive, and ready with every check named', async () => {
    expect((await server.call({ method: 'GET', url: '/api/health' })).body).toEqual({ status: 'ok' });
    const ready = await server.call({ method: 'GET', url: '/api/ready' });
    expect([ready.status, ready.body]).toEqual([
      200,
      { status: 'ready', checks: { database: 'ok', migrations: 'ok', jobs: 'ok' } },
    ]);
  });

  it('is not ready while a job is stuck in a run, and says which', async () => {
    let release = () => undefined as void;
    const stop = startTimedJob(
      'stuck outbox',
      10,
      () => new Promise<void>((resolve) => (release = resolve)),
      {
        now: true,
      },
    );
    try {
      // a minute later the job has started nothing new: its run never ended
      const later = Date.now() + 61_000;
      const realNow = Date.now;
      Date.now = () => later;
      const ready = await server
        .call({ method: 'GET', url: '/api/ready' })
        .finally(() => (Date.now = realNow));
      expect(ready.status).toBe(503);
      expect(ready.body.checks.jobs).toContain('stuck outbox');
    } finally {
      release();
      stop();
    }
  });
});

describe('readiness without a database', () => {
  it('answers 503 naming the database', async () => {
    const server = await startTestServer('pglite');
    await server.db.destroy();
    const ready = await server.call({ method: 'GET', url: '/api/ready' });
    expect(ready.status).toBe(503);
    expect(ready.body.checks.database).toMatch(/^unreachable/);
    await server.app.close();
  });
});
