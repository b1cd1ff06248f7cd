import { expect, test } from './fixtures';
import enOrders from '../locales/en/orders.json' with { type: 'json' };
import enOps from '../locales/en/ops.json' with { type: 'json' };
import ruOps from '../locales/ru/ops.json' with { type: 'json' };
import { loginViaApi, placeSomsaOrder, tenantUrl, useSession } from './helpers';
import { desk, openCard, staffLogin } from './support/desk';
import { STAFF } from './support/staff';

/** a desk's screen */
const DESK = { width: 1280, height: 800 };

// both journeys log the same operator in: one after the other, past the code's resend window
test.describe.configure({ mode: 'serial' });

test('the desk takes an order a customer placed elsewhere; the customer follows each step live', async ({
  browser,
}) => {
  // the customer, on their phone: a pick-up order of two somsa, then its page
  const customer = await desk(browser, 'demo', 'en', { width: 390, height: 844 });
  const session = await loginViaApi(customer.request, 'demo');
  const { order } = await placeSomsaOrder(customer.request, session, 2);
  await useSession(customer, 'demo', session);
  await customer.goto(tenantUrl('demo', `/profile/orders/${order.id}`));
  const status = customer.getByTestId('order-status');
  await expect(status).toHaveText(enOrders.status.OPEN);

  // the operator, on a laptop in Russian: the new order is on the board
  const operator = await desk(browser, 'demo', 'ru', DESK);
  await staffLogin(operator, 'demo', STAFF.opsBoard, ruOps as typeof enOps);
  const card = operator.getByTestId('ops-order').filter({ hasText: `№${order.number}` });
  await expect(card).toBeVisible();
  await expect(operator.getByRole('region', { name: new RegExp(ruOps.column.OPEN) })).toContainText(
    `№${order.number}`,
  );
  await card.getByRole('button', { name: ruOps.next.ACCEPTED }).click();
  await expect(status).toHaveText(enOrders.status.ACCEPTED);
  await expect(operator.getByRole('region', { name: new RegExp(ruOps.column.ACCEPTED) })).toContainText(
    `№${order.number}`,
  );

  // the kitchen, on a tablet in English: cooks it, and cannot cancel it
  const kitchen = await desk(browser, 'demo', 'en', { width: 768, height: 1024 });
  await staffLogin(kitchen, 'demo', '998900000002', enOps);
  const cooking = kitchen.getByTestId('ops-order').filter({ hasText: `№${order.number}` });
  await expect(cooking.getByRole('button', { name: enOps.cancel })).toHaveCount(0);
  await cooking.getByRole('button', { name: enOps.next.COOKING }).click();
  await expect(status).toHaveText(enOrders.status.COOKING);
  await cooking.getByRole('button', { name: enOps.next.DONE }).click();
  await expect(status).toHaveText(enOrders.status.DONE);
  // ready orders leave the kitchen's board and show on the operator's, live
  await expect(cooking).toHaveCount(0);
  await expect(operator.getByRole('region', { name: new RegExp(ruOps.column.DONE) })).toContainText(
    `№${order.number}`,
  );
  await card.getByRole('button', { name: ruOps.next.CLOSED }).click();
  // a pick-up handed over reads "received" to its customer
  await expect(status).toHaveText(enOrders.status.RECEIVED);
  await expect(card).toHaveCount(0);
});

test('an operator rejects a new order with a reason; the customer sees it cancelled, and why', async ({
  browser,
}) => {
  const customer = await desk(browser, 'demo', 'en', { width: 390, height: 844 });
  const session = await loginViaApi(customer.request, 'demo');
  const { order } = await placeSomsaOrder(customer.request, session, 1);
  await useSession(customer, 'demo', session);
  await customer.goto(tenantUrl('demo', `/profile/orders/${order.id}`));

  const operator = await desk(browser, 'demo', 'en', DESK);
  await staffLogin(operator, 'demo', STAFF.opsReject, enOps);
  const card = await openCard(operator, order.number);
  await card.getByRole('button', { name: enOps.reject }).click();
  await card.getByRole('button', { name: enOps.confirmReject }).click();
  // a reason is required, said in the operator's language
  await expect(card.getByRole('alert')).toHaveText('Say why the order is cancelled');
  // a reason the customer reads in their own language, and the operator's words beside it
  await card.getByRole('combobox', { name: enOps.reason }).selectOption(enOps.cancelReason.OUT_OF_STOCK);
  await card.getByRole('textbox', { name: enOps.reasonWords }).fill('Out of somsa');
  await card.getByRole('button', { name: enOps.confirmReject }).click();
  await expect(card).toHaveCount(0);
  await expect(customer.getByTestId('order-status')).toHaveText(enOrders.status.CANCELED);
  await expect(customer.getByTestId('cancel-reason')).toContainText(enOrders.cancelReason.OUT_OF_STOCK);
  await expect(customer.getByTestId('cancel-reason')).toContainText('“Out of somsa”');
});
