import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './harness';

/**
 * Two server processes on one database, as behind a load balancer, for the tests of a describe
 * block: started before its tests, closed after them. On PostgreSQL the second is a sibling
 * process on the first one's database; PGlite is one process's own database, so there both are
 * the same server. Read `a` and `b` inside the tests (they exist once the block has started).
 */
export function twoProcesses(
  kind: string,
  env: Record<string, string> = {},
): { a: TestServer; b: TestServer } {
  const servers = {} as { a: TestServer; b: TestServer };
  beforeAll(async () => {
    servers.a = await startTestServer(kind, env);
    servers.b = kind === 'postgres' ? await startTestServer(kind, env, servers.a) : servers.a;
  });
  afterAll(async () => {
    if (servers.b !== servers.a) await servers.b?.close();
    await servers.a?.close();
  });
  return servers;
}

/** The `data:` lines of a server-sent event stream's text so far, parsed. */
export const streamEvents = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice(6)) as { kind: string; branchId?: number | null; at: string });
