import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { developmentBotToken, signInitData } from '../auth/telegram';
import type { Schemas } from '../http/types';
import { headers, type TestServer } from './harness';

export const BOT = developmentBotToken('demo');
export const nowSeconds = () => String(Math.floor(Date.now() / 1000));

/** A Telegram customer of demo logged in with initData signed by demo's bot. */
export async function botLogin(server: TestServer, id: number, languageCode = 'uz') {
  const initData = signInitData(
    {
      user: JSON.stringify({ id, first_name: 'Malika', language_code: languageCode }),
      auth_date: nowSeconds(),
    },
    BOT,
  );
  const res = await server.call({
    method: 'POST',
    url: '/api/webbot/v1/users/auth',
    headers: headers(1),
    payload: { initData },
  });
  return res.body as { token: string; user: { id: number; phone: string | null } };
}

/** demo's menu as the Mini App asks for it. */
export async function telegramMenu(server: TestServer): Promise<Schemas['Overall']> {
  return (await server.call({ method: 'GET', url: '/api/products/v1/overalls?type=TG', headers: headers(1) }))
    .body;
}

/**
 * A local fake of Telegram's Bot API: it records sendMessage and sendPhoto calls with their time (GET /sent lists them) and
 * answers as told. The server tests run it in-process; the journeys as their own web server.
 */
export function fakeBotApi() {
  const sent: { token: string; body: any; method: string; at: number }[] = [];
  const answers: { status: number; body: object }[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      // what was sent, for a test in another process (the journeys' fake)
      if (req.method === 'GET' && req.url === '/sent') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end(JSON.stringify(sent));
      }
      const match = /^\/bot([^/]+)\/(sendMessage|sendPhoto|setWebhook)$/.exec(req.url ?? '');
      const answer = answers.shift() ?? {
        status: 200,
        body: { ok: true, result: { message_id: sent.length + 1 } },
      };
      if (match && answer.status === 200)
        sent.push({
          token: decodeURIComponent(match[1] as string),
          body: JSON.parse(text),
          method: match[2] as string,
          at: Date.now(),
        });
      res.writeHead(match ? answer.status : 404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(match ? answer.body : { ok: false, error_code: 404, description: 'Not Found' }));
    });
  });
  return {
    sent,
    answers,
    async start(port = 0) {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
