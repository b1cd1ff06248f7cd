import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMetricsOn } from '../metrics';
import { DATABASES, login, startTestServer, type TestServer } from './harness';
import { placePickUpOrder } from './fixtures';

/** One sample's value in Prometheus's text format (0 when the series is not there yet). */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe.each(DATABASES)('Prometheus metrics on %s', (kind) => {
  let server: TestServer;
  const TOKEN = 'scrape-secret-1';
  beforeAll(async () => {
    server = await startTestServer(kind, { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => server.close());
  const scrape = async () => {
    const res = await server.call({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    return res.body as string;
  };

  it('answers only with the token', async () => {
    expect((await server.call({ method: 'GET', url: '/metrics' })).status).toBe(401);
    expect(
      (await server.call({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } }))
        .status,
    ).toBe(401);
    expect(await scrape()).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('counts requests by route, orders by merchant and service, payment callbacks by answer', async () => {
    const before = await scrape();
    const orders = 'orders_created_total{merchant="demo",service_type="PICK_UP"}';
    const refused = 'payment_callbacks_total{provider="payme",result="error -32504"}';
    const menuCount =
      'http_request_duration_seconds_count{method="GET",route="/api/products/v1/overalls",status="200"}';
    const { token } = await login(server, 1, '998907700001');
    await placePickUpOrder(server, 1, token);
    await server.call({
      method: 'GET',
      url: '/api/products/v1/overalls?type=WEB',
      headers: { 'x-merchant-id': '1' },
    });
    // Payme without its key: refused with -32504, as Payme's protocol says
    await server.call({
      method: 'POST',
      url: '/api/callbacks/payme/demo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 1, method: 'CheckPerformTransaction', params: {} }),
    });
    const after = await scrape();
    expect(sample(after, orders) - sample(before, orders)).toBe(1);
    expect(sample(after, refused) - sample(before, refused)).toBe(1);
    expect(sample(after, menuCount) - sample(before, menuCount)).toBeGreaterThanOrEqual(1);
    // the order's bot message and nothing to fiscalise: both outboxes are measured
    expect(after).toMatch(/^outbox_pending\{outbox="bot"\} \d+$/m);
    expect(after).toMatch(/^outbox_oldest_seconds\{outbox="fiscal"\} [\d.]+$/m);
    expect(after).toMatch(/^event_streams_open \d+$/m);
    expect(after).toContain('nodejs_eventloop_lag_seconds');
    if (kind === 'postgres') expect(after).toMatch(/^db_pool_connections\{state="idle"\} \d+$/m);
  });

  it('serves them on a port of their own, for a private network', async () => {
    const metrics = serveMetricsOn(0, '127.0.0.1');
    await new Promise((resolve) => metrics.once('listening', resolve));
    try {
      const { port } = metrics.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('orders_created_total');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      metrics.close();
    }
  });
});

describe('metrics without a token', () => {
  it('are not on the public port', async () => {
    const server = await startTestServer('pglite');
    try {
      expect((await server.call({ method: 'GET', url: '/metrics' })).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
