import { describe, expect, it } from 'vitest';
import { campaignWorld, M } from './campaign-support';
import { DATABASES, login } from './harness';
import { botLogin } from './telegram-support';

const MINUTE = 60_000;

/** Campaigns at the providers' rates, paused, scheduled; bad ones refused. */
describe.each(DATABASES)('sending campaigns on %s', (kind) => {
  const world = campaignWorld(kind);
  const { bot, send, consent, campaigns, create, toChat } = world;

  it("keeps under Telegram's 30 messages a second per bot with two senders at once, waits out a 429, and sends a picture as a photo", async () => {
    const chats = Array.from({ length: 40 }, (_, i) => 4800 + i);
    for (const id of chats) {
      const { token } = await botLogin(world.server, id, 'uz');
      await consent(token, { telegram: true });
    }
    const draft = await create({
      channel: 'telegram',
      segment: 'ALL',
      text: { uz: 'Yangi lavash' },
      picture: 'https://cdn.dasturxon.uz/demo/lavash.jpg',
    });
    await campaigns('POST', `/${draft.id}/send`);
    // Telegram refuses one message: wait 1 s (its retry_after), then it goes
    bot.answers.push({
      status: 429,
      body: { ok: false, error_code: 429, description: 'Too Many Requests', parameters: { retry_after: 1 } },
    });
    const senders = async (other: boolean) => {
      while ((await send(new Date(), other)) > 0);
    };
    await Promise.all([senders(false), senders(true)]);
    // the refused one goes once its wait is over
    await expect
      .poll(
        async () => {
          await send();
          return chats.filter((id) => toChat(id).length > 0).length;
        },
        { timeout: 15_000 },
      )
      .toBe(chats.length);
    for (const id of chats) expect(toChat(id)).toHaveLength(1);
    const photos = bot.sent.filter((m) => chats.includes(Number(m.body.chat_id)));
    expect(photos.every((m) => m.method === 'sendPhoto' && m.body.photo.endsWith('lavash.jpg'))).toBe(true);
    expect(photos[0]?.body.caption).toContain('Yangi lavash');
    // no second, however cut, holds more than 30 of the bot's messages
    const times = photos.map((m) => m.at).sort((a, b) => a - b);
    const busiest = Math.max(...times.map((t) => times.filter((u) => u >= t && u < t + 1000).length));
    expect(busiest).toBeLessThanOrEqual(30);
  });

  it('holds a paused campaign until it is sent again; refuses bad campaigns and other roles', async () => {
    const { token } = await botLogin(world.server, 4710, 'uz');
    await consent(token, { telegram: true });
    const draft = await create({ channel: 'telegram', text: { uz: 'Yangi somsa' } });
    await campaigns('POST', `/${draft.id}/send`);
    expect((await campaigns('POST', `/${draft.id}/pause`)).body.status).toBe('PAUSED');
    while ((await send()) > 0);
    expect(toChat(4710)).toEqual([]);
    expect((await campaigns('POST', `/${draft.id}/send`)).body.status).toBe('SENDING');
    while ((await send()) > 0);
    expect(toChat(4710)).toHaveLength(1);

    // a campaign for later waits for its time, then goes
    const sendAt = new Date(Date.now() + 60 * MINUTE);
    const later = await create({
      channel: 'telegram',
      text: { uz: 'Ertaga yangi somsa' },
      sendAt: sendAt.toISOString(),
    });
    expect((await campaigns('POST', `/${later.id}/send`)).body.status).toBe('SCHEDULED');
    while ((await send()) > 0);
    expect(toChat(4710)).toHaveLength(1);
    while ((await send(new Date(sendAt.getTime() + 1000))) > 0);
    expect(toChat(4710).map((m) => m.body.text)).toEqual([
      expect.stringContaining('Yangi somsa'),
      expect.stringContaining('Ertaga yangi somsa'),
    ]);

    const operator = (await login(world.server, M, '998900000001', '10.47.0.6', '/api/ops/v1')).token;
    expect((await campaigns('GET', '', undefined, operator)).status).toBe(403);
    for (const bad of [
      { channel: 'sms', text: { uz: 'x' }, picture: 'https://cdn.example/p.jpg' },
      { channel: 'telegram', text: { uz: 'x' }, promoCode: 'NO-SUCH-CODE' },
      { channel: 'telegram', text: {} },
      { channel: 'fax', text: { uz: 'x' } },
      { channel: 'telegram', text: { uz: 'x'.repeat(1001) } },
    ]) {
      const res = await campaigns('POST', '', { name: 'Bad', segment: 'ALL', ...bad });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
  });
});
