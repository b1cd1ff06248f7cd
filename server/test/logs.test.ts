import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, maskPhone, maskUrl } from '../log';
import { DATABASES, login, startTestServer, type TestServer } from './harness';
import { placePickUpOrder } from './fixtures';

describe('what a log line may show', () => {
  it('masks phones to their operator and last two digits, and hides codes and tickets', () => {
    expect(maskPhone('SMS to 998901234567 failed')).toBe('SMS to 99890*****67 failed');
    expect(maskPhone('+998901234567')).toBe('+99890*****67');
    expect(maskUrl('/api/dev/v1/sms-outbox?phone=998901234567')).toBe(
      '/api/dev/v1/sms-outbox?phone=99890*****67',
    );
    expect(maskUrl('/api/orders/v1/stream?ticket=abc&x=1')).toBe(
      '/api/orders/v1/stream?ticket=%5Bhidden%5D&x=1',
    );
  });
});

describe.each(DATABASES)('the logs of a customer who logs in and orders, on %s', (kind) => {
  let server: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    server = await startTestServer(kind, {}, undefined, createLogger('info', sink));
  });
  afterAll(() => server.close());

  it('are JSON lines, each of a request carrying its id, with no phone, code, token or secret', async () => {
    const phone = '998907712345';
    const { token } = await login(server, 1, phone);
    const [{ code }] = (await server.call({ method: 'GET', url: `/api/dev/v1/sms-outbox?phone=${phone}` }))
      .body;
    const order = await placePickUpOrder(server, 1, token);
    const stream = await server.call({
      method: 'GET',
      url: `/api/anything?ticket=t-123456789&phone=${phone}`,
    });
    const id = stream.headers['x-request-id'] as string;
    expect(id).toMatch(/^[\w-]{8,}$/);
    // a proxy's request id is kept
    const proxied = await server.call({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'edge-42-abcdef' },
    });
    expect(proxied.headers['x-request-id']).toBe('edge-42-abcdef');

    const parsed = lines.map(
      (line) => JSON.parse(line) as { reqId?: string; req?: { url: string }; msg: string },
    );
    const requests = parsed.filter((l) => l.req || /request completed/.test(l.msg));
    expect(requests.length).toBeGreaterThan(6);
    expect(requests.every((l) => typeof l.reqId === 'string')).toBe(true);
    expect(parsed.filter((l) => l.reqId === id).map((l) => l.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
    expect(parsed.some((l) => l.reqId === 'edge-42-abcdef')).toBe(true);

    const all = lines.join('\n');
    expect(all).not.toContain(phone);
    expect(all).toContain('99890*****45');
    expect(all).not.toContain(token);
    expect(all).not.toContain('t-123456789');
    expect(all).not.toMatch(/Bearer /);
    expect(all).not.toContain(`"${code}"`);
    // no merchant secret (payment keys, bot tokens, SMS passwords) is ever written
    const merchants = await server.db.selectFrom('merchants').select('secrets').execute();
    const secrets = merchants
      .flatMap((m) => Object.values(m.secrets ?? {}))
      .filter((v): v is string => typeof v === 'string' && v.length >= 6);
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(all).not.toContain(secret);
    expect(order.id).toBeGreaterThan(0);
  });
});
