import { createServer } from 'node:net';

/**
 * A port nothing listens on now, picked by the system (listening on 0), for a server a bench or a
 * journey starts: they never name a port, so they run wherever other servers already listen and
 * never meet each other's.
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
