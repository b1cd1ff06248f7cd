import { describe, expect, it } from 'vitest';
import { webhookSecret } from '../campaigns/routes';
import { claimDue } from '../outbox';
import { campaignWorld, M } from './campaign-support';
import { subscriber } from './fake-push';
import { placePickUpOrder } from './fixtures';
import { DATABASES, headers, login } from './harness';
import { BOT, botLogin } from './telegram-support';

const MINUTE = 60_000;

/**
 * Campaigns reach only customers who agreed on their channel, once each whoever sends them and
 * whatever dies mid-send; /stop and the stop link withdraw the agreement.
 */
describe.each(DATABASES)('campaigns on %s', (kind) => {
  const world = campaignWorld(kind);
  const { bot, push, send, consent, campaigns, create, toChat } = world;

  it("keeps a customer's agreement per channel, off until given; only the customer reads or changes it", async () => {
    const { token } = await login(world.server, M, '998904700001', '10.47.0.2');
    expect((await consent(token)).body).toEqual({ telegram: false, push: false, sms: false });
    const given = await consent(token, { sms: true, source: 'CHECKOUT' });
    expect(given.body).toEqual({ telegram: false, push: false, sms: true });
    expect((await consent(token, { sms: false, push: true })).body).toEqual({
      telegram: false,
      push: true,
      sms: false,
    });
    expect((await consent(token, { sms: 'yes' })).status).toBe(400);
    expect((await consent(token, { email: true })).status).toBe(400);
    expect(
      (
        await world.server.call({
          method: 'GET',
          url: '/api/users/v1/marketing-consent',
          headers: headers(M),
        })
      ).status,
    ).toBe(401);
  });

  it('sends a Telegram campaign once to each customer who agreed, through two senders and one that died mid-send; /stop and the others get nothing', async () => {
    const agreed = [4701, 4702, 4703];
    const tokens: string[] = [];
    for (const id of agreed) {
      const { token } = await botLogin(world.server, id, 'ru');
      await consent(token, { telegram: true, source: 'CHECKOUT' });
      tokens.push(token);
    }
    await botLogin(world.server, 4704, 'ru'); // never agreed
    const quitter = await botLogin(world.server, 4705, 'ru');
    await consent(quitter.token, { telegram: true });
    const agreedOnWeb = await login(world.server, M, '998904700002', '10.47.0.3'); // no Telegram chat
    await consent(agreedOnWeb.token, { telegram: true });

    // /stop in the bot: Telegram's update with the webhook's secret withdraws the consent
    const update = {
      update_id: 1,
      message: { message_id: 9, text: '/stop', chat: { id: 4705 }, from: { id: 4705, language_code: 'ru' } },
    };
    const forged = await world.server.call({
      method: 'POST',
      url: '/api/callbacks/telegram/demo',
      headers: { 'x-telegram-bot-api-secret-token': 'guess' },
      payload: update,
    });
    expect(forged.status).toBe(401);
    const stop = await world.server.call({
      method: 'POST',
      url: '/api/callbacks/telegram/demo',
      headers: { 'x-telegram-bot-api-secret-token': webhookSecret(BOT) },
      payload: update,
    });
    expect(stop.status).toBe(200);
    expect(stop.body).toMatchObject({ method: 'sendMessage', chat_id: 4705 });
    expect((await consent(quitter.token)).body.telegram).toBe(false);

    const draft = await create({
      channel: 'telegram',
      text: { ru: 'Новый плов по пятницам', uz: 'Juma kuni yangi palov' },
      promoCode: 'WELCOME',
    });
    expect(draft.audience.total).toBe(3);
    expect(draft.audience.byLanguage).toEqual({ uz: 3, ru: 0, en: 0 });
    expect((await campaigns('POST', `/${draft.id}/send`)).body.status).toBe('SENDING');
    expect((await campaigns('POST', `/${draft.id}/send`)).status).toBe(409);

    // a process claims the rows and dies before sending: nothing goes until its lease ends
    const now = new Date();
    expect((await claimDue(world.server.db, 'campaign_messages', now)).length).toBe(3);
    expect(await Promise.all([send(now), send(now, true)])).toEqual([0, 0]);
    const later = new Date(now.getTime() + 2 * MINUTE);
    const [a, b] = await Promise.all([send(later), send(later, true)]);
    expect(a + b).toBe(3);
    await Promise.all([
      send(new Date(later.getTime() + 20 * MINUTE)),
      send(new Date(later.getTime() + 20 * MINUTE), true),
    ]);

    for (const id of agreed) {
      const messages = toChat(id);
      expect(messages).toHaveLength(1);
      expect(messages[0]?.token).toBe(BOT);
      expect(messages[0]?.body.text).toContain('WELCOME');
      expect(messages[0]?.body.text).toContain('/stop');
    }
    expect(toChat(4704)).toEqual([]);
    expect(toChat(4705)).toEqual([]);
    expect(bot.sent).toHaveLength(3);

    // the button's link counts the open, once per customer
    const button = toChat(4701)[0]?.body.reply_markup.inline_keyboard[0][0].web_app.url as string;
    const path = new URL(button).pathname;
    expect(path).toMatch(/^\/c\//);
    expect((await world.server.call({ method: 'GET', url: path })).status).toBe(302);
    await world.server.call({ method: 'GET', url: path });
    // the one who followed it orders: its result; one who ordered without its link or promo is not
    await placePickUpOrder(world.server, M, tokens[0] as string);
    await placePickUpOrder(world.server, M, tokens[1] as string);
    const result = await campaigns('GET', `/${draft.id}`);
    expect(result.body.status).toBe('DONE');
    expect(result.body.results).toEqual({
      recipients: 3,
      sent: 3,
      delivered: 3,
      failed: 0,
      opened: 1,
      orders: 1,
    });
  });

  it('sends web push and SMS campaigns only to the customers who agreed on that channel, each with its stop link', async () => {
    const yes = await login(world.server, M, '998904700003', '10.47.0.4');
    const no = await login(world.server, M, '998904700004', '10.47.0.5');
    const browsers = { yes: subscriber(push.endpoint('yes')), no: subscriber(push.endpoint('no')) };
    for (const [who, token] of [
      ['yes', yes.token],
      ['no', no.token],
    ] as const)
      expect(
        (
          await world.server.call({
            method: 'POST',
            url: '/api/users/v1/push-subscriptions',
            headers: headers(M, token),
            payload: browsers[who].json,
          })
        ).status,
      ).toBe(201);
    await consent(yes.token, { push: true, sms: true });
    await consent(no.token, { push: false, sms: false });

    const byPush = await create({ channel: 'push', text: { eng: 'New plov on Fridays' } });
    await campaigns('POST', `/${byPush.id}/send`);
    while ((await send()) > 0);
    expect(push.received.map((p) => p.path)).toEqual(['/push/yes']);
    const shown = JSON.parse(browsers.yes.decrypt(push.received[0]?.body as Buffer));
    expect(shown.text).toContain('New plov on Fridays');
    expect(shown.text).toMatch(/https:\/\/demo\.dasturxon\.uz\/u\/\S+/);

    const bySms = await create({ channel: 'sms', text: { uz: 'Juma kuni yangi palov' } });
    await campaigns('POST', `/${bySms.id}/send`);
    while ((await send()) > 0);
    const outbox = async (phone: string) =>
      (
        (await world.server.call({ method: 'GET', url: `/api/dev/v1/sms-outbox?phone=${phone}` })).body as {
          text: string;
        }[]
      )
        .map((m) => m.text)
        .filter((t) => t.includes('palov'));
    const [text] = await outbox('998904700003');
    expect(text).toContain('Juma kuni yangi palov');
    expect(await outbox('998904700004')).toEqual([]);

    // the SMS's stop link asks first (GET changes nothing), then withdraws the SMS consent only
    const link = new URL(/https:\/\/\S+\/u\/\S+/.exec(text as string)?.[0] as string).pathname;
    expect((await world.server.call({ method: 'GET', url: link })).status).toBe(200);
    expect((await consent(yes.token)).body).toEqual({ telegram: false, push: true, sms: true });
    expect((await world.server.call({ method: 'POST', url: link })).status).toBe(200);
    expect((await consent(yes.token)).body).toEqual({ telegram: false, push: true, sms: false });
    expect((await campaigns('GET', `/${bySms.id}`)).body.results).toMatchObject({ recipients: 1, sent: 1 });
  });
});
