import { expect, type Browser, type Page } from '@playwright/test';
import type enOps from '../../locales/en/ops.json';
import { MERCHANT_IDS, tenantUrl } from '../helpers';

/** A staff member's browser at the merchant's desk, in a language and a viewport. */
export async function desk(
  browser: Browser,
  sub: string,
  lang: string,
  size: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport: size });
  await context.addCookies([{ name: 'lang', value: lang, url: tenantUrl(sub) }]);
  return context.newPage();
}

/**
 * Logs a staff member into the merchant's desk as a person does: phone, the SMS code, enter. Each
 * journey logs in as a staff member of its own (./staff.ts); one logged in again moments after its
 * last code (a second language, a second screen) taps again while the resend wait holds the code
 * back, and starts again should the desk still not open.
 */
export async function staffLogin(page: Page, sub: string, phone: string, t: typeof enOps) {
  const heading = page.getByRole('heading', { name: t.title });
  await expect(async () => {
    await page.goto(tenantUrl(sub, '/ops'));
    await page.getByRole('textbox', { name: t.phone }).fill(phone);
    const code = page.getByRole('textbox', { name: t.code });
    const submit = page.locator('form button[type="submit"]');
    // a code asked for this phone moments ago holds a new one back until the resend wait is over
    // (the desk says so): the person taps again, until the code step shows
    do {
      await page.getByRole('button', { name: t.getCode }).click();
      // the button is disabled while the request is under way: its answer is in once it is not
      await expect(submit).toBeEnabled();
    } while (!(await code.isVisible()));
    // the code just sent is the newest login code in the phone's outbox
    const [message] = await (await page.request.get(`/api/dev/v1/sms-outbox?phone=${phone}`)).json();
    await code.fill(message.code);
    await page.getByRole('button', { name: t.enter }).click();
    await expect(heading).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
}

/** Staff sessions this worker has logged in, by merchant and phone (a code asked again for the same
 * phone moments later would wait out the resend wait). */
const sessions = new Map<string, Promise<{ token: string; staff: unknown }>>();

/** A staff member's login as the desk's form makes it: the code asked, read from the SMS outbox, entered. */
function staffSession(page: Page, sub: string, phone: string) {
  const key = `${sub}:${phone}`;
  const known = sessions.get(key);
  if (known) return known;
  const headers = { 'X-Merchant-Id': String(MERCHANT_IDS[sub]) };
  const session = (async () => {
    // a code asked for this phone moments ago (another worker's login) holds a new one back a few seconds
    const ask = () => page.request.post('/api/ops/v1/auth/otp', { headers, data: { phone } });
    await expect.poll(async () => (await ask()).status(), { timeout: 60_000 }).toBe(200);
    const [message] = await (await page.request.get(`/api/dev/v1/sms-outbox?phone=${phone}`)).json();
    const verified = await page.request.post('/api/ops/v1/auth/otp/verify', {
      headers,
      data: { phone, code: message.code },
    });
    expect(verified.status()).toBe(200);
    return (await verified.json()) as { token: string; staff: unknown };
  })();
  sessions.set(key, session);
  session.catch(() => sessions.delete(key));
  return session;
}

/**
 * The desk opened by a staff member already logged in on this device: the login the form makes,
 * got through the API and kept where the desk keeps it (once, as the page first loads: a later
 * logout stays logged out). For the journeys about what the desk does; ops.spec and ops-rush log
 * in through the form (`staffLogin`), as a person does.
 */
export async function openDesk(page: Page, sub: string, phone: string, t: typeof enOps) {
  const { token, staff } = await staffSession(page, sub, phone);
  await page.addInitScript(
    ({ sub, token, staff }) => {
      if (location.protocol !== 'http:' || sessionStorage.getItem('e2e:desk-login')) return;
      sessionStorage.setItem('e2e:desk-login', '1');
      localStorage.setItem(`dx:${sub}:opsToken`, JSON.stringify(token));
      localStorage.setItem(`dx:${sub}:opsStaff`, JSON.stringify(staff));
    },
    { sub, token, staff },
  );
  await page.goto(tenantUrl(sub, '/ops'));
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
}

/**
 * An order's card on the board, opened from its compact summary to the full card (lines,
 * modifiers, comments, the moves and forms), as an operator taps it.
 */
export async function openCard(page: Page, number: number) {
  const card = page.getByTestId('ops-order').filter({ hasText: `№${number}` });
  const summary = card.locator('button[aria-expanded="false"]').filter({ hasText: `№${number}` });
  await summary.click();
  await expect(card.locator('.ops-card__lines')).toBeVisible();
  return card;
}
