/**
 * Payme's Subscribe API (JSON-RPC over POST to PAYME_API_URL): saved cards (`cards.*`, X-Auth the
 * cash register's id) and receipts paid with a card's token (`receipts.*`, X-Auth `id:key`).
 * A receipt is paid through the merchant's own Merchant API callbacks (check, create, perform),
 * so a card payment is one more Payme transaction of the order.
 */
export const PAYME_API_URL = 'https://checkout.paycom.uz/api';

type Words = { uz: string; ru: string; en: string };

/** Payme refused a call: its code and its words in the three languages. */
export class SubscribeError extends Error {
  constructor(
    readonly code: number,
    readonly words: Words,
  ) {
    super(`Payme ${code}: ${words.en}`);
  }
}

const wordsOf = (message: unknown): Words => {
  if (typeof message === 'string') return { uz: message, ru: message, en: message };
  const m = (message ?? {}) as Partial<Words> & { eng?: string };
  const any = m.ru ?? m.uz ?? m.en ?? m.eng ?? 'Payme error';
  return { uz: m.uz ?? any, ru: m.ru ?? any, en: m.en ?? m.eng ?? any };
};

let requestId = 0;

export async function subscribe<T = unknown>(
  apiUrl: string,
  xAuth: string,
  method: string,
  params: object,
): Promise<T> {
  type Answer = { result?: T; error?: { code: number; message: unknown } };
  let body: Answer | null;
  try {
    const res = await fetch(apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-auth': xAuth, 'cache-control': 'no-cache' },
      body: JSON.stringify({ id: ++requestId, method, params }),
      signal: AbortSignal.timeout(30_000),
    });
    body = (await res.json()) as Answer;
  } catch {
    body = null;
  }
  if (!body || (!body.result && !body.error))
    throw new SubscribeError(-32400, {
      uz: "Payme javob bermadi, keyinroq urinib ko'ring",
      ru: 'Payme не ответил, попробуйте позже',
      en: 'Payme did not answer, try again later',
    });
  if (body.error) throw new SubscribeError(body.error.code, wordsOf(body.error.message));
  return body.result as T;
}
