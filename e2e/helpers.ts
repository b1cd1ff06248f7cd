import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linePrice, pricedLine } from '../src/domain/pricing';

export const PORT = Number(process.env.E2E_PORT ?? 4180);
export const tenantUrl = (sub: string, path = '/') =>
  sub === 'demo' ? `http://localhost:${PORT}${path}` : `http://${sub}.localhost:${PORT}${path}`;
export const MERCHANT_IDS: Record<string, number> = { demo: 1, osh: 2, night: 3 };

let phoneCounter = Math.floor(Math.random() * 1_000_000);
/** A fresh Uzbek phone number per call, so parallel tests never share a customer. */
export const freshPhone = () =>
  `99897${String(process.pid % 100).padStart(2, '0')}${String(++phoneCounter % 100000).padStart(5, '0')}`;

/**
 * Logs a customer in through the real OTP flow, reading the code from the development SMS outbox
 * (of the journeys' server, or of the server at `base`).
 */
export async function loginViaApi(request: APIRequestContext, sub: string, phone = freshPhone(), base = '') {
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS[sub]) };
  const sent = await request.post(`${base}/api/users/v1/auth/otp`, { headers, data: { phone } });
  if (!sent.ok()) throw new Error(`otp: ${sent.status()} ${await sent.text()}`);
  const [message] = await (await request.get(`${base}/api/dev/v1/sms-outbox?phone=${phone}`)).json();
  const verified = await request.post(`${base}/api/users/v1/auth/otp/verify`, {
    headers,
    data: { phone, code: message.code },
  });
  const body = await verified.json();
  return { token: body.token as string, user: body.user, phone };
}

/** A dish that needs no choice, the same one on every run: the lowest id of the merchant's menu. */
export async function plainDish(request: APIRequestContext, sub: string, base = '') {
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS[sub]) };
  const menu = await (await request.get(`${base}/api/products/v1/overalls?type=WEB`, { headers })).json();
  const dishes = menu.products as {
    id: number;
    name: { eng: string };
    costPrice: number;
    discount?: number;
    modificationGroups?: { min: number }[];
  }[];
  const dish = dishes
    .filter((p) => !(p.modificationGroups ?? []).some((g) => g.min > 0))
    .sort((a, b) => a.id - b.id)[0];
  if (!dish) throw new Error(`${sub} has no dish without a required choice`);
  return dish;
}

/** Puts `quantity` of a dish into the tenant's basket before the app starts. */
export async function useBasket(
  page: Page,
  sub: string,
  dish: { id: number; costPrice: number },
  quantity: number,
) {
  const line = {
    key: `${dish.id}:`,
    productId: dish.id,
    modifications: [],
    quantity,
    seenUnitPrice: dish.costPrice,
  };
  await page.addInitScript(([s, l]) => localStorage.setItem(`dx:${s}:basket`, JSON.stringify([l])), [
    sub,
    line,
  ] as const);
}

/** Puts a session into the tenant's storage before the app starts. */
export async function useSession(page: Page, sub: string, session: { token: string; user: unknown }) {
  await page.addInitScript(
    ([s, token, user]) => {
      localStorage.setItem(`dx:${s}:token`, JSON.stringify(token));
      localStorage.setItem(`dx:${s}:user`, JSON.stringify(user));
    },
    [sub, session.token, session.user] as const,
  );
}

export async function cssVar(page: Page, name: string) {
  return page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);
}

/**
 * A customer's pick-up order of `count` of a dish (no choices) at the merchant's first branch,
 * placed through the API (the checkout UI has journeys of its own), priced as the storefront
 * prices it. Returns the order and its total.
 */
export async function placePickUpOrder(
  request: APIRequestContext,
  session: { token: string },
  sub: string,
  dish: { id: number; costPrice: number; discount?: number },
  count: number,
  paymentType = 'CASH',
  /** the storefront's language (the one the order's notifications speak) */
  lang?: string,
) {
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS[sub]), Authorization: `Bearer ${session.token}` };
  const [branch] = await (await request.get('/api/users/v1/branches', { headers })).json();
  const total = linePrice(pricedLine(dish, [], count));
  const placed = await request.post('/api/orders/v1/orders', {
    headers: lang ? { ...headers, 'Accept-Language': lang } : headers,
    data: {
      serviceType: 'PICK_UP',
      paymentType,
      branch: branch.id,
      cartItems: [{ productId: dish.id, count, modifications: [] }],
      totalPrice: total,
    },
  });
  if (!placed.ok()) throw new Error(`order: ${placed.status()} ${await placed.text()}`);
  return { order: (await placed.json()) as { id: number; number: number }, total };
}

/** A demo customer's pick-up order of Tandoor somsa. */
export async function placeSomsaOrder(
  request: APIRequestContext,
  session: { token: string },
  count: number,
  paymentType = 'CASH',
) {
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS.demo) };
  const menu = await (await request.get('/api/products/v1/overalls?type=WEB', { headers })).json();
  const somsa = menu.products.find((p: { name: { eng: string } }) => p.name.eng === 'Tandoor somsa');
  return placePickUpOrder(request, session, 'demo', somsa, count, paymentType);
}

/**
 * A figure from the server's /metrics, as Prometheus scrapes it (the journeys' server has
 * METRICS_TOKEN=e2e-metrics): the sample of `name` whose labels include `labels`, 0 when none yet.
 */
export async function metric(
  request: APIRequestContext,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const res = await request.get('/metrics', { headers: { Authorization: 'Bearer e2e-metrics' } });
  expect(res.status()).toBe(200);
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = (await res.text())
    .split('\n')
    .find((l) => l.slice(0, l.search(/[{ ]/)) === name && wanted.every((w) => l.includes(w)));
  return line ? Number(line.split(' ').at(-1)) : 0;
}
