import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import ruAccount from '../locales/ru/account.json' with { type: 'json' };
import ruCheckout from '../locales/ru/checkout.json' with { type: 'json' };
import ruOrders from '../locales/ru/orders.json' with { type: 'json' };
import enAccount from '../locales/en/account.json' with { type: 'json' };
import enCheckout from '../locales/en/checkout.json' with { type: 'json' };
import { loginViaApi, plainDish, tenantUrl, useBasket, useSession } from './helpers';

/**
 * Saved cards pay through Payme's Subscribe API: here the development server's stand-in, which
 * speaks Payme's protocol and pays receipts through our own Payme callbacks as Payme does
 * (its test code is 666666; the card 8600 0000 0000 0007 has no money).
 */
const PAYME_TEST_CODE = '666666';
const place = (label: string) => new RegExp(label.replace(' · {{total}}', ''));

async function addCard(page: Page, sub: string, t: typeof enAccount, number: string) {
  await page.goto(tenantUrl(sub, '/profile/cards/create'));
  await expect(page.getByTestId('payme-notice')).toHaveText(t.paymeNotice);
  await page.getByRole('textbox', { name: t.cardNumber }).fill(number);
  await page.getByRole('textbox', { name: t.expiry }).fill('0339');
  await page.getByRole('button', { name: t.getCode }).click();
  await expect(page).toHaveURL(/\/profile\/cards\/confirm\?id=\d+/);
  await expect(page.getByText(t.cardCodeSent)).toBeVisible();
  await page.getByRole('textbox').fill(PAYME_TEST_CODE);
  await page.getByRole('button', { name: t.confirm }).click();
  await expect(page.getByTestId('card')).toContainText(number.slice(-4));
}

test('osh in ru: a card added with the code Payme sent pays an order in one tap, with its fiscal receipt', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await context.addCookies([{ name: 'lang', value: 'ru', url: tenantUrl('osh') }]);
  const page = await context.newPage();
  const session = await loginViaApi(page.request, 'osh');
  await useSession(page, 'osh', session);
  await useBasket(page, 'osh', await plainDish(page.request, 'osh'), 2);

  await addCard(page, 'osh', ruAccount, '8600069195406311');
  await page.goto(tenantUrl('osh', '/checkout'));
  await page.getByRole('radio', { name: ruCheckout.serviceType.PICK_UP }).check();
  await page.getByRole('radio', { name: 'Карта 8600 •••• •••• 6311' }).check();
  await page.getByRole('button', { name: place(ruCheckout.place) }).click();

  // paid at once: no trip to Payme's page, the order page says paid and links the fiscal receipt
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  await expect(page.getByText(new RegExp(`· ${ruOrders.paid} ·`))).toBeVisible();
  const receipt = page.getByRole('link', { name: ruOrders.fiscalReceipt });
  await expect(receipt).toHaveAttribute('href', /^https:\/\/ofd\.soliq\.uz\//);
  await context.close();
});

test('night in en: a card without money says so in words, keeps the basket, and the order goes in cash', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await context.addCookies([{ name: 'lang', value: 'en', url: tenantUrl('night') }]);
  const page = await context.newPage();
  const session = await loginViaApi(page.request, 'night');
  await useSession(page, 'night', session);
  await useBasket(page, 'night', await plainDish(page.request, 'night'), 1);

  await addCard(page, 'night', enAccount, '8600000000000007');
  await page.goto(tenantUrl('night', '/checkout'));
  await page.getByRole('radio', { name: enCheckout.serviceType.PICK_UP }).check();
  await page.getByRole('radio', { name: 'Card 8600 •••• •••• 0007' }).check();
  await page.getByRole('button', { name: place(enCheckout.place) }).click();
  await expect(page.getByRole('alert')).toContainText(
    'The card payment did not go through: Insufficient funds on the card',
  );
  await expect(page).toHaveURL(tenantUrl('night', '/checkout'));

  await page.getByRole('radio', { name: enCheckout.paymentType.CASH }).check();
  await page.getByRole('button', { name: place(enCheckout.place) }).click();
  await expect(page).toHaveURL(/\/profile\/orders\/\d+$/);
  await context.close();
});
