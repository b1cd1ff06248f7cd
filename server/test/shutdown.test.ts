import { describe, expect, it } from 'vitest';
import { DATABASES, headers, login, openStream, startTestServer } from './harness';

describe.each(DATABASES)('stopping the server with desks connected (%s)', (kind) => {
  it('ends the open event streams and closes instead of waiting on them', async () => {
    const server = await startTestServer(kind);
    const { token } = await login(server, 1, '998900000001', '10.31.0.1', '/api/ops/v1');
    const desks = await Promise.all(
      [1, 2].map(async () => {
        const ticket = await server.call({
          method: 'POST',
          url: '/api/ops/v1/orders/events/ticket',
          headers: headers(1, token),
        });
        const stream = await openStream(
          server,
          `/api/ops/v1/orders/events?merchantId=1&ticket=${encodeURIComponent(ticket.body.ticket)}`,
        );
        await stream.until((text) => text.includes(': open'));
        return stream;
      }),
    );
    // a stream stays open for as long as the desk does: close() resolves only once they are ended
    await server.close();
    for (const desk of desks) {
      const text = await desk.until(() => false); // reads to the stream's end
      expect(text).toContain(': open');
    }
  });
});
