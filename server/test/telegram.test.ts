import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentBotToken, signInitData, verifyContact } from '../auth/telegram';
import type { Schemas } from '../http/types';
import { branches, find, lineFor, menu, orderRequest } from './fixtures';
import { DATABASES, headers, login, startTestServer, type TestServer } from './harness';
import { BOT, botLogin, nowSeconds, telegramMenu } from './telegram-support';

const M = 1; // demo
const contact = (userId: number, phone: string, token = BOT, authDate = nowSeconds()) =>
  signInitData(
    {
      contact: JSON.stringify({ user_id: userId, phone_number: phone, first_name: 'Malika' }),
      auth_date: authDate,
    },
    token,
  );

describe('a contact shared with WebApp.requestContact', () => {
  it('is accepted when this bot signed it, fresh, and gives its user and phone in digits', () => {
    expect(verifyContact(contact(555, '+998 90 123-45-67'), BOT)).toEqual({
      userId: 555,
      phone: '998901234567',
    });
  });
  it('is refused when forged, signed by another bot, or stale', () => {
    const forged = contact(555, '998901234567').replace('1234567', '7654321');
    expect(verifyContact(forged, BOT)).toBeNull();
    expect(verifyContact(contact(555, '998901234567', developmentBotToken('osh')), BOT)).toBeNull();
    const old = String(Math.floor(Date.now() / 1000) - 2 * 3600);
    expect(verifyContact(contact(555, '998901234567', BOT, old), BOT)).toBeNull();
    expect(verifyContact('contact=%7B%7D&auth_date=1&hash=00', BOT)).toBeNull();
  });
});

describe.each(DATABASES)('Telegram on %s', (kind) => {
  let server: TestServer;
  const share = (token: string, raw: string) =>
    server.call({
      method: 'PUT',
      url: '/api/webbot/v1/users/contact',
      headers: headers(M, token),
      payload: { contact: raw },
    });

  beforeAll(async () => {
    server = await startTestServer(kind, { BOT_SEND_TICK_MS: '0' });
  });
  afterAll(() => server.close());

  it('stores the phone a customer shares once; a contact of another account, bot or country is refused', async () => {
    const { token, user } = await botLogin(server, 7001);
    expect(user.phone).toBeNull();
    expect((await share(token, contact(7002, '998901110001'))).body.code).toBe('CONTACT_INVALID');
    expect((await share(token, contact(7001, '998901110001', developmentBotToken('osh')))).body.code).toBe(
      'CONTACT_INVALID',
    );
    expect((await share(token, contact(7001, '+7 912 000 00 00'))).body.code).toBe('PHONE_INVALID');
    const shared = await share(token, contact(7001, '+998 90 111 00 01'));
    expect([shared.status, shared.body.phone]).toEqual([200, '998901110001']);
    const me = await server.call({
      method: 'GET',
      url: '/api/users/v1/users/me',
      headers: headers(M, token),
    });
    expect(me.body.phone).toBe('998901110001');
    // another Telegram account cannot take a phone that is someone's
    const other = await botLogin(server, 7003);
    const taken = await share(other.token, contact(7003, '998901110001'));
    expect([taken.status, taken.body.code]).toEqual([409, 'PHONE_TAKEN']);
  });

  it('answers the Mini App its own menu: bot-only products and bot prices, and prices orders the same way', async () => {
    const web = await menu(server, M);
    expect(web.products.some((p) => p.name.eng === 'Tea set (Telegram only)')).toBe(false);
    const lemonade = find(web.products, 'Tarragon lemonade');
    await server.db
      .updateTable('products')
      .set({ telegram_price: lemonade.costPrice - 2000 })
      .where('id', '=', lemonade.id)
      .execute();
    // the menu is cached for a few seconds; a new server process would see it at once
    const tg = await (async () => {
      for (;;) {
        const m = await telegramMenu(server);
        if (find(m.products, 'Tarragon lemonade').costPrice !== lemonade.costPrice) return m;
      }
    })();
    expect(find(tg.products, 'Tarragon lemonade').costPrice).toBe(lemonade.costPrice - 2000);
    const teaSet = find(tg.products, 'Tea set (Telegram only)');
    const branch = (await branches(server, M))[0] as Schemas['Branch'];
    const { token } = await botLogin(server, 7101);
    const place = (
      products: Schemas['Product'][],
      item: Schemas['Product'],
      orderDevice: 'TELEGRAM_BOT' | 'CLIENT_WEB',
    ) =>
      server.call({
        method: 'POST',
        url: '/api/orders/v1/orders',
        headers: headers(M, token),
        payload: orderRequest(products, [lineFor(item)], {
          branch: branch.id,
          serviceType: 'PICK_UP',
          orderDevice,
        }),
      });
    expect((await place(tg.products, teaSet, 'CLIENT_WEB')).body.code).toBe('PRODUCT_NOT_AVAILABLE');
    expect((await place(tg.products, teaSet, 'TELEGRAM_BOT')).status).toBe(200);
    // the web's price in the bot does not match: the bot's does
    expect((await place(web.products, lemonade, 'TELEGRAM_BOT')).body.code).toBe('PRICE_MISMATCH');
    expect((await place(tg.products, find(tg.products, 'Tarragon lemonade'), 'TELEGRAM_BOT')).status).toBe(
      200,
    );
    expect((await place(web.products, lemonade, 'CLIENT_WEB')).status).toBe(200);
  });

  it('names each branch by its folder key with its tables, and takes dine-in orders at those tables only', async () => {
    const all = await branches(server, M);
    const chilonzor = all.find((b) => b.key === 'chilonzor') as Schemas['Branch'];
    expect(chilonzor.tables?.map((t) => t.id)).toContain(12);
    expect(chilonzor.tables?.find((t) => t.id === 20)?.name?.eng).toBe('Terrace, table 20');
    const products = (await menu(server, M)).products;
    const { token } = await login(server, M, '998901000721', '10.8.0.2');
    const atTable = (tableId: number) =>
      server.call({
        method: 'POST',
        url: '/api/orders/v1/orders',
        headers: headers(M, token),
        payload: orderRequest(products, [lineFor(find(products, 'Tandoor somsa'))], {
          branch: chilonzor.id,
          serviceType: 'DINE_IN',
          tableId,
        }),
      });
    const refused = await atTable(99);
    expect([refused.status, refused.body.code]).toEqual([422, 'TABLE_NOT_FOUND']);
    const placed = await atTable(20);
    expect([placed.status, placed.body.tableId]).toEqual([200, 20]);
  });
});
