import { expect, test } from './fixtures';
import type enOps from '../locales/en/ops.json';
import ruOps from '../locales/ru/ops.json' with { type: 'json' };
import ruPhone from '../locales/ru/ops-phone.json' with { type: 'json' };
import { formatSum } from '../src/domain/money';
import { freshPhone, loginViaApi, MERCHANT_IDS, tenantUrl, useSession } from './helpers';
import { desk, openCard, openDesk } from './support/desk';
import { STAFF } from './support/staff';

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

test('an operator takes a delivery order by phone in ru at 1280 and adds a drink to it; the customer sees the change live', async ({
  browser,
  request,
}) => {
  const phone = freshPhone();
  const operator = await desk(browser, 'demo', 'ru', { width: 1280, height: 900 });
  await openDesk(operator, 'demo', STAFF.opsPhone, ruOps as typeof enOps);
  await operator.getByRole('button', { name: ruPhone.tab }).click();
  const form = operator.getByRole('form', { name: ruPhone.title });

  // a caller who never ordered: a new customer, with a name
  await form.getByRole('textbox', { name: ruPhone.phone }).fill(phone.slice(3));
  await expect(form.getByText(ruPhone.newCustomer)).toBeVisible();
  await form.getByRole('textbox', { name: ruPhone.name }).fill('Азиза');

  // delivery: the point on the map (the first branch's neighbourhood), its zone and price
  await expect(form.getByRole('radio', { name: ruPhone.services.DELIVERY })).toBeChecked();
  await form.locator('.leaflet-container').click();
  await expect(form.getByText(/Зона филиала .* стоимость доставки/)).toBeVisible();
  await form.getByRole('textbox', { name: ruPhone.address.streetName }).fill('Бунёдкор');
  await form.getByRole('textbox', { name: ruPhone.address.houseNumber, exact: true }).fill('12');

  // plov with a quail egg, found by a few Cyrillic letters
  await form.getByRole('searchbox', { name: ruPhone.findDish }).fill('плов');
  await form.getByRole('button', { name: /^Ташкентский плов/ }).click();
  const chooser = form.getByRole('group', { name: 'Ташкентский плов' });
  await expect(chooser.getByRole('radio', { name: '1 порция' })).toBeChecked();
  await chooser.getByRole('checkbox', { name: /Перепелиное яйцо/ }).check();
  await chooser.getByRole('button', { name: ruPhone.addDish }).click();
  await form.getByRole('textbox', { name: ruPhone.comment }).fill('Позвонить у ворот');

  // the server's price, then the order
  const total = form.getByTestId('phone-total');
  await expect(total).toBeVisible();
  await expect(
    form.getByRole('list', { name: ruPhone.priced }).or(form.getByLabel(ruPhone.priced)),
  ).toContainText(/1 × Ташкентский плов.*Перепелиное яйцо/);
  await operator.screenshot({ path: test.info().outputPath('phone-order-ru-1280.png'), fullPage: true });
  await form.getByRole('button', { name: new RegExp(`^${ruPhone.place}`) }).click();
  const placed = form.getByRole('status').filter({ hasText: 'оформлен' });
  await expect(placed).toBeVisible();
  const number = Number(/№(\d+)/.exec((await placed.textContent()) ?? '')?.[1]);

  // the customer's phone gets the SMS with the order's page
  let sms = '';
  await expect
    .poll(async () => {
      const messages = (await (await request.get(`/api/dev/v1/sms-outbox?phone=${phone}`)).json()) as {
        text: string;
      }[];
      sms = messages.find((m) => m.text.includes('/profile/orders/'))?.text ?? '';
      return sms;
    })
    .toContain(`№${number}`);
  const orderId = Number(/\/profile\/orders\/(\d+)/.exec(sms)?.[1]);

  // the order is on the board like any other; the restaurant accepts it
  await operator.getByRole('button', { name: ruOps.board }).click();
  const advanced = await request.post(`/api/dev/v1/orders/${orderId}/advance`, {
    headers: { 'X-Merchant-Id': String(MERCHANT_IDS.demo) },
  });
  expect(advanced.status()).toBe(200);

  // the customer follows it on their phone (logged in with the number the operator typed)
  const session = await loginViaApi(request, 'demo', phone);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 } });
  await context.addCookies([{ name: 'lang', value: 'ru', url: tenantUrl('demo') }]);
  const customer = await context.newPage();
  await useSession(customer, 'demo', session);
  await customer.goto(tenantUrl('demo', `/profile/orders/${orderId}`));
  const before = await (
    await request.get(`/api/orders/v1/orders/${orderId}`, {
      headers: { 'X-Merchant-Id': String(MERCHANT_IDS.demo), Authorization: `Bearer ${session.token}` },
    })
  ).json();
  await expect(customer.getByText(formatSum(before.totalPrice, 'ru')).first()).toBeVisible();

  // this desk prints the kitchen's ticket on accept: the kitchen has one to be reprinted
  await operator.evaluate(() => {
    localStorage.setItem('dx:ops:printOnAccept', '1');
    window.print = () => document.body.setAttribute('data-printed', '1');
  });

  // the customer calls back: a green tea more
  const card = await openCard(operator, number);
  await card.getByRole('button', { name: ruPhone.edit.open }).click();
  const edit = card.getByRole('form', { name: fill(ruPhone.edit.title, { number }) });
  await edit.getByRole('searchbox', { name: ruPhone.findDish }).fill('чай');
  await edit.getByRole('button', { name: /^Зелёный чай/ }).click();
  const after = before.totalPrice + 6000;
  await expect(
    edit.getByText(
      fill(ruPhone.edit.newTotal, {
        before: formatSum(before.totalPrice, 'ru'),
        after: formatSum(after, 'ru'),
      }),
    ),
  ).toBeVisible();
  // and it is for tomorrow's first slot, paid by the terminal
  const day = edit.getByRole('combobox', { name: ruPhone.edit.day });
  const tomorrow = (
    await day.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))
  ).at(-1);
  await day.selectOption(tomorrow ?? '');
  const slot = await edit.getByRole('combobox', { name: ruPhone.edit.time }).inputValue();
  await edit.getByRole('combobox', { name: ruPhone.payment }).selectOption(ruOps.payment.TERMINAL);
  await operator.screenshot({ path: test.info().outputPath('order-edit-ru-1280.png'), fullPage: true });
  await edit.getByRole('button', { name: ruPhone.edit.save }).click();
  await card.getByText(fill(ruPhone.edit.log, { count: 1 })).click();
  await expect(card.getByText(`${ruPhone.field.time} — → ${tomorrow} ${slot}`)).toBeVisible();
  await expect(
    card.getByText(`${ruPhone.field.paymentType} ${ruOps.payment.CASH} → ${ruOps.payment.TERMINAL}`),
  ).toBeVisible();
  // the accepted order's ticket is printed again, marked as changed, with what changed
  await expect(operator.locator('body[data-printed="1"]')).toHaveCount(1);
  const ticket = operator.getByTestId('ops-print');
  await expect(ticket).toHaveAttribute('data-kind', 'ticket');
  await expect(ticket).toContainText(`№${number} · ${ruPhone.ticket.changed}`);
  await expect(ticket.getByTestId('ticket-changes')).toContainText('Зелёный чай: 0 → 1');
  await expect(ticket.locator('.ops-ticket__lines li')).toHaveCount(2);

  // the customer's open page shows the new total without a reload
  await expect(customer.getByText(formatSum(after, 'ru')).first()).toBeVisible();
  await expect(customer.getByText(/Зелёный чай/)).toBeVisible();
  await customer.screenshot({
    path: test.info().outputPath('customer-after-edit-ru-360.png'),
    fullPage: true,
  });
  await context.close();
});
