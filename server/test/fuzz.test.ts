import { readFileSync } from 'node:fs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONTRACT } from '../app';
import { headers, login, startTestServer, type TestServer } from './harness';

/**
 * Every operation of the contract, called with bodies and parameters it does not expect — with
 * and without a token, JSON and not JSON: never a 5xx, every error in the error shape, and the
 * customer's lists still answer afterwards (no junk row was written).
 */
type Operation = { id: string; path: string; method: string; hasBody: boolean; streams: boolean };
// these end the fuzzing customer's session or account; the lists are read with it afterwards
const ENDS_SESSION = new Set(['logout', 'deleteMe', 'botLogout']);
const spec = parse(readFileSync(CONTRACT, 'utf8'));
const OPERATIONS: Operation[] = Object.entries(
  spec.paths as Record<
    string,
    Record<
      string,
      { operationId: string; requestBody?: unknown; responses: Record<string, { content?: object }> }
    >
  >,
).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({
    id: op.operationId,
    path: `/api${path}`,
    method: method.toUpperCase(),
    hasBody: op.requestBody !== undefined,
    streams: Object.values(op.responses).some((r) => r.content && 'text/event-stream' in r.content),
  })),
);

const NUL = 'a\u0000b';
const PATH_VALUES = ['1', '0', '-1', '99999999999', 'abc', '%00', '1.5', "1'--", '2027-02-31'];
const JSON_BODIES: unknown[] = [
  {},
  [],
  'text',
  42,
  null,
  { phone: NUL, code: NUL, name: NUL, comment: NUL },
  { count: '2', cartItems: [{ productId: '1', count: [2], modifications: 'x' }] },
  { phone: '998901234567', code: '123456', id: 1e40, day: '2027-02-31', latitude: 'north' },
  { __proto__: { admin: true }, constructor: { prototype: { x: 1 } } },
];
const RAW_BODIES: [string, string][] = [
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'phone=998901234567&type=HOUSE'],
  ['application/json', '{"phone": '],
  ['application/json', ''],
  ['application/xml', '<a/>'],
];

function urlFor(op: Operation, value: string) {
  return op.path.replace(/\{[^}]+\}/g, encodeURIComponent(value).replace(/%25/g, '%'));
}

describe('fuzzing every operation of the contract', () => {
  let server: TestServer;
  let token: string;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    ({ token } = await login(server, 1, '998908000001', '10.8.0.1'));
  });
  afterAll(() => server.close());

  const failures: string[] = [];
  async function send(label: string, init: InjectOptions) {
    const res = await server.app.inject(init);
    const problem = (() => {
      if (res.statusCode >= 500) return `${res.statusCode}`;
      if (res.statusCode < 400) return null;
      try {
        const body = JSON.parse(res.body);
        return typeof body.code === 'string' && typeof body.message === 'string'
          ? null
          : `${res.statusCode} without the error shape`;
      } catch {
        return `${res.statusCode} not JSON`;
      }
    })();
    if (problem) failures.push(`${label}: ${problem} ${res.body.slice(0, 120)}`);
  }

  it('answers every odd request with a 4xx in the error shape, never a 5xx', async () => {
    for (const op of OPERATIONS) {
      if (op.streams) continue;
      for (const auth of [
        ...(ENDS_SESSION.has(op.id) ? [] : [headers(1, token)]),
        headers(1),
        { 'x-merchant-id': 'x' },
      ]) {
        const who = 'authorization' in auth ? 'customer' : auth['x-merchant-id'] === 'x' ? 'junk' : 'guest';
        for (const value of PATH_VALUES) {
          const url = urlFor(op, value);
          await send(`${op.method} ${url} ${who}`, { method: op.method as 'GET', url, headers: auth });
          await send(`${op.method} ${url}?junk ${who}`, {
            method: op.method as 'GET',
            url: `${url}?page=-1&size=abc&lat=x&lon=${NUL}&type=NOPE&phone=${NUL}`,
            headers: auth,
          });
        }
        if (!op.hasBody && op.method === 'GET') continue;
        const url = urlFor(op, '1');
        for (const body of JSON_BODIES)
          await send(`${op.method} ${url} json ${JSON.stringify(body)} ${who}`, {
            method: op.method as 'POST',
            url,
            headers: { ...auth, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
        for (const [type, payload] of RAW_BODIES)
          await send(`${op.method} ${url} ${type} ${who}`, {
            method: op.method as 'POST',
            url,
            headers: { ...auth, 'content-type': type },
            payload,
          });
      }
    }
    expect(failures).toEqual([]);
    // nothing half-written: the customer's own lists still answer
    for (const url of ['/api/users/v1/addresses', '/api/payments/v1/cards', '/api/users/v1/users/me'])
      expect((await server.call({ method: 'GET', url, headers: headers(1, token) })).status).toBe(200);
  });

  it('answers oversized URLs and headers with the error body', async () => {
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    for (const init of [
      { url: `${address}/api/users/v1/branches?x=${'a'.repeat(20_000)}`, headers: headers(1) },
      { url: `${address}/api/users/v1/branches`, headers: { ...headers(1), 'x-junk': 'a'.repeat(20_000) } },
    ]) {
      const res = await fetch(init.url, { headers: init.headers });
      expect(res.status).toBe(431);
      expect(await res.json()).toMatchObject({ code: 'HEADERS_TOO_LARGE', message: expect.any(String) });
    }
  });
});
