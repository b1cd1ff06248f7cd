import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Lang } from '../../src/domain/localized';
import type { Db } from '../db/database';
import type { MarketingChannel } from '../db/tables-campaigns';
import { setConsent } from './consent';

/**
 * The secret Telegram sends with each update to the merchant's webhook (setWebhook's
 * `secret_token`, its `X-Telegram-Bot-Api-Secret-Token` header): derived from the bot's token, so
 * only Telegram, told it when the webhook was set, can post the bot's updates.
 */
export function webhookSecret(botToken: string): string {
  return createHmac('sha256', botToken).update('dasturxon-webhook').digest('base64url').slice(0, 48);
}

const STOP_WORDS: Record<Lang, { ask: string; button: string; done: string; stopped: string }> = {
  uz: {
    ask: "Yangiliklar va takliflar haqidagi xabarlarni to'xtatasizmi?",
    button: "To'xtatish",
    done: 'Endi bu kanal orqali yangiliklar yuborilmaydi. Profilingizda qaytadan yoqishingiz mumkin.',
    stopped: "Yangiliklar to'xtatildi. Qayta yoqish uchun profilingizni oching.",
  },
  ru: {
    ask: 'Больше не присылать новости и предложения?',
    button: 'Отписаться',
    done: 'Новости по этому каналу больше не придут. Включить их снова можно в профиле.',
    stopped: 'Вы отписались от новостей. Включить их снова можно в профиле.',
  },
  en: {
    ask: 'Stop messages about news and offers?',
    button: 'Stop',
    done: 'No more news will come this way. You can turn them on again in your profile.',
    stopped: 'You will get no more news. You can turn them on again in your profile.',
  },
};

const page = (lang: Lang, body: string) =>
  `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><meta name="color-scheme" content="light dark"><title>${STOP_WORDS[lang].button}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}
button{font:inherit;min-height:44px;min-width:44px;padding:.5rem 1.25rem;border-radius:.5rem}</style></head><body>${body}</body></html>`;

const asLang = (code: string | undefined): Lang => (code === 'ru' || code === 'uz' ? code : 'en');

/**
 * The ways out and in of a campaign's message: the stop link of an SMS or a web push (GET shows
 * the question, POST withdraws the customer's consent on that channel, so a link preview never
 * unsubscribes anyone), the click-through link (recorded, then the storefront), and the merchant
 * bot's webhook, where /stop withdraws the Telegram consent.
 */
export function registerCampaignRoutes(app: FastifyInstance, db: Db) {
  const byToken = (token: string) =>
    db
      .selectFrom('campaign_messages')
      .innerJoin('users', 'users.id', 'campaign_messages.user_id')
      .select([
        'campaign_messages.id',
        'campaign_messages.channel',
        'campaign_messages.language',
        'users.id as user_id',
        'users.merchant_id',
      ])
      .where('campaign_messages.token', '=', token)
      .executeTakeFirst();

  app.get<{ Params: { token: string } }>('/u/:token', async (request, reply) => {
    const row = await byToken(request.params.token);
    const lang = asLang(row?.language);
    const words = STOP_WORDS[lang];
    if (!row) return reply.code(404).type('text/html').send(page(lang, '<p>404</p>'));
    return reply
      .type('text/html')
      .header('Cache-Control', 'no-store')
      .send(
        page(
          lang,
          `<form method="post"><p>${words.ask}</p><button type="submit">${words.button}</button></form>`,
        ),
      );
  });
  app.post<{ Params: { token: string } }>('/u/:token', async (request, reply) => {
    const row = await byToken(request.params.token);
    const lang = asLang(row?.language);
    if (!row) return reply.code(404).type('text/html').send(page(lang, '<p>404</p>'));
    await setConsent(db, { id: row.user_id, merchant_id: row.merchant_id }, row.channel, false, 'STOP_LINK');
    return reply
      .type('text/html')
      .header('Cache-Control', 'no-store')
      .send(page(lang, `<p>${STOP_WORDS[lang].done}</p>`));
  });
  app.get<{ Params: { token: string } }>('/c/:token', async (request, reply) => {
    await db
      .updateTable('campaign_messages')
      .set({ clicked_at: new Date() })
      .where('token', '=', request.params.token)
      .where('clicked_at', 'is', null)
      .execute();
    return reply.header('Cache-Control', 'no-store').redirect('/', 302);
  });

  // Telegram's updates to the merchant's bot (https://core.telegram.org/bots/api#update); the answer
  // may carry one method call (the reply to /stop)
  app.post<{
    Params: { sub: string };
    Body: {
      message?: { text?: string; chat?: { id: number }; from?: { id: number; language_code?: string } };
    };
  }>('/api/callbacks/telegram/:sub', async (request, reply) => {
    const merchant = await db
      .selectFrom('merchants')
      .select(['id', 'secrets'])
      .where('sub', '=', request.params.sub)
      .executeTakeFirst();
    const token = merchant?.secrets.botToken;
    const given = Buffer.from(String(request.headers['x-telegram-bot-api-secret-token'] ?? ''));
    const expected = Buffer.from(token ? webhookSecret(token) : '');
    if (!merchant || !token || given.length !== expected.length || !timingSafeEqual(given, expected))
      return reply.code(401).send({ code: 'UNAUTHORIZED', message: 'Unauthorized' });
    const message = request.body?.message;
    const command = /^\/(\w+)(@\w+)?\b/.exec(message?.text?.trim() ?? '')?.[1]?.toLowerCase();
    if (command !== 'stop' || !message?.from || !message.chat) return reply.send({});
    const user = await db
      .selectFrom('users')
      .select(['id', 'merchant_id'])
      .where('merchant_id', '=', merchant.id)
      .where('telegram_id', '=', String(message.from.id))
      .executeTakeFirst();
    const channel: MarketingChannel = 'telegram';
    if (user) await setConsent(db, user, channel, false, 'BOT_STOP');
    return reply.send({
      method: 'sendMessage',
      chat_id: message.chat.id,
      text: STOP_WORDS[asLang(message.from.language_code)].stopped,
    });
  });
}
