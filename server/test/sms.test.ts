import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EskizGateway } from '../sms/eskiz';
import { PlayMobileGateway } from '../sms/playmobile';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

describe('SMS gateways against a local fake provider', () => {
  let server: Server;
  let base: string;
  let seen: Seen[] = [];
  let tokenValid = true;

  beforeAll(async () => {
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        res.setHeader('Content-Type', 'application/json');
        if (req.url === '/api/auth/login')
          return res.end(
            JSON.stringify({ message: 'token_generated', data: { token: `tok-${seen.length}` } }),
          );
        if (req.url === '/api/message/sms/send') {
          if (!tokenValid) {
            tokenValid = true;
            res.statusCode = 401;
            return res.end('{}');
          }
          return res.end(JSON.stringify({ id: 'x', status: 'waiting' }));
        }
        if (req.url === '/broker-api/send') {
          res.statusCode =
            req.headers.authorization === `Basic ${Buffer.from('pm-user:pm-pass').toString('base64')}`
              ? 200
              : 401;
          return res.end('');
        }
        res.statusCode = 404;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen = [];
  });

  it('Eskiz logs in once, then sends with the bearer token as a form', async () => {
    const eskiz = new EskizGateway({ email: 'a@b.uz', password: 'secret', baseUrl: base });
    await eskiz.send('998901234567', 'Kod: 123456');
    await eskiz.send('998901234567', 'Kod: 654321');
    expect(seen.map((s) => s.url)).toEqual([
      '/api/auth/login',
      '/api/message/sms/send',
      '/api/message/sms/send',
    ]);
    expect(seen[0]?.body).toContain('a@b.uz');
    expect(seen[1]?.headers.authorization).toBe('Bearer tok-1');
    expect(seen[1]?.body).toContain('998901234567');
    expect(seen[1]?.body).toContain('Kod: 123456');
  });

  it('Eskiz logs in again once when the token has expired', async () => {
    const eskiz = new EskizGateway({ email: 'a@b.uz', password: 'secret', baseUrl: base });
    await eskiz.send('998901234567', 'one');
    tokenValid = false;
    await eskiz.send('998901234567', 'two');
    expect(seen.map((s) => s.url)).toEqual([
      '/api/auth/login',
      '/api/message/sms/send',
      '/api/message/sms/send',
      '/api/auth/login',
      '/api/message/sms/send',
    ]);
  });

  it('PlayMobile sends JSON with Basic auth, and fails loudly on a refusal', async () => {
    await new PlayMobileGateway({ username: 'pm-user', password: 'pm-pass', baseUrl: base }).send(
      '998901234567',
      'Kod: 111111',
    );
    const body = JSON.parse(seen[0]?.body ?? '{}');
    expect(body.messages[0]).toMatchObject({
      recipient: '998901234567',
      sms: { originator: '3700', content: { text: 'Kod: 111111' } },
    });
    await expect(
      new PlayMobileGateway({ username: 'pm-user', password: 'wrong', baseUrl: base }).send(
        '998901234567',
        'x',
      ),
    ).rejects.toThrow('PlayMobile send failed: 401');
  });
});
