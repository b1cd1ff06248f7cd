import { randomBytes } from 'node:crypto';

/**
 * A stand-in for Payme's Subscribe API, speaking its documented JSON-RPC, for development and
 * tests (Payme cannot be reached from here). Cards verify with Payme's test code 666666; the card
 * 8600 0000 0000 0007 has no money. Paying a receipt calls the merchant's Merchant API as Payme
 * does (CheckPerformTransaction, CreateTransaction, PerformTransaction, then SetFiscalData);
 * cancelling one calls CancelTransaction.
 */
/** where a development server answers as Payme's Subscribe API (404 in production) */
export const FAKE_SUBSCRIBE_PATH = '/api/dev/payme-subscribe';
export const TEST_CODE = '666666';
export const POOR_CARD = '8600000000000007';

type Rpc = { result?: object; error?: { code: number; message: string | Record<string, string> } };
type Params = Record<string, unknown> & {
  card?: { number?: unknown; expire?: unknown };
  account?: Record<string, string>;
  detail?: object;
};
export interface FakeSubscribeOptions {
  /** the merchant behind a cash register id (X-Auth), with its Merchant API key */
  kassa(id: string): Promise<{ sub: string; key: string } | null>;
  /** a Merchant API call to that merchant, as Payme sends it */
  callMerchant(sub: string, key: string, method: string, params: object): Promise<Rpc>;
}

const refuse = (code: number, ru: string, uz: string, en: string): Rpc => ({
  error: { code, message: { ru, uz, en } },
});

export type SubscribeParams = Params;

export function fakeSubscribe(options: FakeSubscribeOptions) {
  const cards = new Map<string, { number: string; expire: string; verified: boolean; kassa: string }>();
  const receipts = new Map<
    string,
    {
      kassa: string;
      amount: number;
      account: Record<string, string>;
      detail?: object;
      state: number;
      time: number;
    }
  >();
  const mask = (n: string) => `${n.slice(0, 6)}******${n.slice(-4)}`;

  return async function handle(xAuth: string, body: { method?: string; params?: Params }): Promise<Rpc> {
    const [id = '', key] = xAuth.split(':');
    const kassa = await options.kassa(id);
    if (!kassa) return refuse(-32504, 'Недостаточно привилегий', "Ruxsat yo'q", 'Insufficient privilege');
    const p = body.params ?? {};
    const needsKey = String(body.method).startsWith('receipts.');
    if (needsKey && key !== kassa.key)
      return refuse(-32504, 'Недостаточно привилегий', "Ruxsat yo'q", 'Insufficient privilege');
    switch (body.method) {
      case 'cards.create': {
        const number = String(p.card?.number ?? '');
        const expire = String(p.card?.expire ?? '');
        if (!/^\d{16}$/.test(number))
          return refuse(-31300, 'Номер карты неверен', "Karta raqami noto'g'ri", 'Invalid card number');
        const [mm, yy] = [Number(expire.slice(0, 2)), Number(expire.slice(2))];
        const now = new Date();
        if (
          !/^\d{4}$/.test(expire) ||
          2000 + yy < now.getFullYear() ||
          (2000 + yy === now.getFullYear() && mm < now.getMonth() + 1)
        )
          return refuse(-31301, 'Срок действия карты истёк', "Karta muddati o'tgan", 'The card has expired');
        const token = randomBytes(12).toString('hex');
        cards.set(token, { number, expire, verified: false, kassa: id });
        return { result: { card: { number: mask(number), expire, token, recurrent: true, verify: false } } };
      }
      case 'cards.get_verify_code': {
        const card = cards.get(String(p.token));
        if (!card || card.kassa !== id)
          return refuse(-31400, 'Карта не найдена', 'Karta topilmadi', 'Card not found');
        return { result: { sent: true, phone: '99890*****31', wait: 60000 } };
      }
      case 'cards.verify': {
        const card = cards.get(String(p.token));
        if (!card || card.kassa !== id)
          return refuse(-31400, 'Карта не найдена', 'Karta topilmadi', 'Card not found');
        if (String(p.code) !== TEST_CODE)
          return refuse(-31103, 'Неверный код', "Kod noto'g'ri", 'Wrong code');
        card.verified = true;
        return {
          result: {
            card: {
              number: mask(card.number),
              expire: card.expire,
              token: p.token,
              recurrent: true,
              verify: true,
            },
          },
        };
      }
      case 'cards.remove':
        return { result: { success: cards.delete(String(p.token)) } };
      case 'receipts.create': {
        const amount = Number(p.amount);
        if (!Number.isSafeInteger(amount) || amount <= 0)
          return refuse(-31611, 'Неверная сумма', "Summa noto'g'ri", 'Invalid amount');
        const receiptId = randomBytes(12).toString('hex');
        receipts.set(receiptId, {
          kassa: id,
          amount,
          account: p.account ?? {},
          detail: p.detail,
          state: 0,
          time: Date.now(),
        });
        return { result: { receipt: { _id: receiptId, create_time: Date.now(), state: 0, amount } } };
      }
      case 'receipts.pay': {
        const receipt = receipts.get(String(p.id));
        const card = cards.get(String(p.token));
        if (!receipt || receipt.kassa !== id)
          return refuse(-31401, 'Чек не найден', 'Chek topilmadi', 'Receipt not found');
        if (receipt.state === 4)
          return refuse(-31402, 'Чек уже оплачен', "Chek allaqachon to'langan", 'Receipt already paid');
        if (!card || !card.verified)
          return refuse(-31400, 'Карта не найдена', 'Karta topilmadi', 'Card not found');
        if (card.number === POOR_CARD)
          return refuse(
            -31630,
            'Недостаточно средств на карте',
            "Kartada mablag' yetarli emas",
            'Insufficient funds on the card',
          );
        const params = { amount: receipt.amount, account: receipt.account };
        for (const [method, args] of [
          ['CheckPerformTransaction', params],
          ['CreateTransaction', { ...params, id: p.id, time: receipt.time }],
          ['PerformTransaction', { id: p.id }],
        ] as const) {
          const answer = await options.callMerchant(kassa.sub, kassa.key, method, args);
          if (answer.error) return { error: answer.error };
        }
        receipt.state = 4;
        const fiscal = {
          status_code: 0,
          message: 'accepted',
          terminal_id: 'EP000000000025',
          receipt_id: Math.floor(Math.random() * 1e6),
          date: new Date().toISOString(),
          fiscal_sign: String(Math.floor(Math.random() * 1e12)),
          qr_code_url: `https://ofd.soliq.uz/epi?t=EP000000000025&r=${String(p.id)}`,
        };
        await options.callMerchant(kassa.sub, kassa.key, 'SetFiscalData', {
          id: p.id,
          type: 'PERFORM',
          fiscal_data: fiscal,
        });
        return {
          result: {
            receipt: { _id: p.id, state: 4, amount: receipt.amount, card: { number: mask(card.number) } },
          },
        };
      }
      case 'receipts.cancel': {
        const receipt = receipts.get(String(p.id));
        if (!receipt || receipt.kassa !== id)
          return refuse(-31401, 'Чек не найден', 'Chek topilmadi', 'Receipt not found');
        const answer = await options.callMerchant(kassa.sub, kassa.key, 'CancelTransaction', {
          id: p.id,
          reason: 5,
        });
        if (answer.error) return { error: answer.error };
        receipt.state = 50;
        return { result: { receipt: { _id: p.id, state: 50 } } };
      }
      default:
        return refuse(-32601, 'Метод не найден', 'Usul topilmadi', 'Method not found');
    }
  };
}
