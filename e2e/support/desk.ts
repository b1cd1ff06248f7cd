import { expect, type Browser, type Page } from '@playwright/test';
import type enOps from '../../locales/en/ops.json';
import { tenantUrl } from '../helpers';

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

/** Logs a staff member into the merchant's desk as a person does: phone, the SMS code, enter. */
export async function staffLogin(page: Page, sub: string, phone: string, t: typeof enOps) {
  await page.goto(tenantUrl(sub, '/ops'));
  await page.getByRole('textbox', { name: t.phone }).fill(phone);
  await page.getByRole('button', { name: t.getCode }).click();
  const outbox = `/api/dev/v1/sms-outbox?phone=${phone}`;
  await expect.poll(async () => (await (await page.request.get(outbox)).json()).length).toBeGreaterThan(0);
  const [message] = await (await page.request.get(outbox)).json();
  await page.getByRole('textbox', { name: t.code }).fill(message.code);
  await page.getByRole('button', { name: t.enter }).click();
  await expect(page.getByRole('heading', { name: t.title })).toBeVisible();
}
