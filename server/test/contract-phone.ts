import { expect } from 'vitest';
import { branches, find, lineFor, menu } from './fixtures';
import type { TestServer } from './harness';

type Call = (
  opId: string,
  options?: { path?: Record<string, string | number>; query?: string; body?: unknown; token?: string },
) => Promise<{ status: number; body: any }>;

/** The contract test's calls of the desk's phone orders and order edits: each once, inside its schema. */
export async function callPhoneOrders(server: TestServer, call: Call, deskToken: string) {
  const desk = { token: deskToken };
  const products = (await menu(server, 1)).products;
  const branch = (await branches(server, 1))[0]?.id as number;
  const draft = {
    phone: '998904000050',
    name: 'Contract',
    serviceType: 'PICK_UP',
    paymentType: 'CASH',
    branch,
    cartItems: [lineFor(find(products, 'Tandoor somsa'))],
  };
  await call('opsFindPhoneCustomer', { ...desk, query: `phone=${draft.phone}` });
  const quote = (await call('opsQuotePhoneOrder', { ...desk, body: draft })).body;
  const order = (
    await call('opsCreatePhoneOrder', { ...desk, body: { ...draft, totalPrice: quote.totalPrice } })
  ).body;
  const edited = await call('opsEditOrder', {
    ...desk,
    path: { id: order.id },
    body: { comment: 'no onions' },
  });
  expect(edited.status).toBe(200);
  // a cash order owes no difference: refused in the error body's shape
  const none = await call('opsTakeDifferenceInCash', { ...desk, path: { id: order.id } });
  expect(none.status).toBe(409);
  // a paid Payme order made dearer: the difference taken in cash
  const payme = { ...draft, phone: '998904000051', paymentType: 'PAYME' };
  const priced = (await call('opsQuotePhoneOrder', { ...desk, body: payme })).body;
  const paid = (
    await call('opsCreatePhoneOrder', { ...desk, body: { ...payme, totalPrice: priced.totalPrice } })
  ).body;
  await server.db.updateTable('orders').set({ is_paid: true }).where('id', '=', paid.id).execute();
  const line = draft.cartItems[0] as (typeof draft.cartItems)[number];
  await call('opsEditOrder', {
    ...desk,
    path: { id: paid.id },
    body: { cartItems: [{ ...line, count: 2 }] },
  });
  const cash = await call('opsTakeDifferenceInCash', { ...desk, path: { id: paid.id } });
  expect(cash.status).toBe(200);
  expect(cash.body.extraDue).toBe(0);
}
