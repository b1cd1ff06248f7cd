import { computeTotals } from '../../src/domain/pricing';
import type { Schemas } from '../http/types';
import { headers, type TestServer } from './harness';

type Product = Schemas['Product'];

export async function menu(server: TestServer, merchantId: number): Promise<Schemas['Overall']> {
  return (
    await server.call({
      method: 'GET',
      url: '/api/products/v1/overalls?type=WEB',
      headers: headers(merchantId),
    })
  ).body;
}

export async function branches(server: TestServer, merchantId: number): Promise<Schemas['Branch'][]> {
  return (await server.call({ method: 'GET', url: '/api/users/v1/branches', headers: headers(merchantId) }))
    .body;
}

/** A cart line choosing each group's minimum from its first modifications. */
export function lineFor(product: Product, count = 1) {
  const modifications = (product.modificationGroups ?? []).flatMap((g) =>
    g.modifications.slice(0, g.min).map((m) => ({ modificationId: m.id, count: 1 })),
  );
  return { productId: product.id, count, modifications };
}

/** An order request priced as the storefront prices it. */
export function orderRequest(
  products: Product[],
  items: ReturnType<typeof lineFor>[],
  extra: Partial<Schemas['OrderRequest']> & { branch: number; serviceType: Schemas['ServiceType'] },
  deliveryPrice = 0,
  promo: {
    discountType: 'AMOUNT' | 'PERCENTAGE';
    productDiscount: number;
    deliveryDiscount: number;
    minPrice: number;
  } | null = null,
): Schemas['OrderRequest'] {
  const lines = items.map((item) => {
    const p = products.find((x) => x.id === item.productId) as Product;
    const mods = item.modifications.map((c) => {
      const m = (p.modificationGroups ?? [])
        .flatMap((g) => g.modifications)
        .find((x) => x.id === c.modificationId);
      return { price: m?.price ?? 0, count: c.count };
    });
    return { cost: p.costPrice, discount: p.discount ?? 0, modifiers: mods, quantity: item.count };
  });
  const totals = computeTotals({
    lines,
    serviceType: extra.serviceType,
    deliveryPrice,
    promo,
    cashback: extra.cashback ?? 0,
  });
  return { paymentType: 'CASH', cartItems: items, totalPrice: totals.totalPrice, ...extra };
}

export const find = (products: Product[], eng: string) => {
  const p = products.find((x) => x.name.eng === eng);
  if (!p) throw new Error(`no product ${eng}`);
  return p;
};

/** A customer's pick-up order of one dish at the merchant's first branch, priced as the storefront prices it. */
export async function placePickUpOrder(
  server: TestServer,
  merchantId: number,
  token: string,
  dish = 'Tandoor somsa',
  paymentType: Schemas['PaymentType'] = 'CASH',
) {
  const products = (await menu(server, merchantId)).products;
  const branch = (await branches(server, merchantId))[0] as Schemas['Branch'];
  const order = await server.call({
    method: 'POST',
    url: '/api/orders/v1/orders',
    headers: headers(merchantId, token),
    payload: orderRequest(products, [lineFor(find(products, dish))], {
      branch: branch.id,
      serviceType: 'PICK_UP',
      paymentType,
    }),
  });
  if (order.status !== 200) throw new Error(`order: ${order.status} ${JSON.stringify(order.body)}`);
  return order.body as Schemas['Order'];
}

/** A delivery order of Tashkent plov to a point inside the first branch's near zone (10,000 sum). */
export async function placeDeliveryOrder(
  server: TestServer,
  merchantId: number,
  token: string,
  paymentType: Schemas['PaymentType'] = 'CASH',
) {
  const products = (await menu(server, merchantId)).products;
  const branch = (await branches(server, merchantId))[0] as Schemas['Branch'];
  const tariff = await server.call({
    method: 'POST',
    url: '/api/deliveries/v1/delivery/tariff/client/calculate',
    headers: headers(merchantId),
    payload: { latitude: branch.latitude + 0.005, longitude: branch.longitude },
  });
  const order = await server.call({
    method: 'POST',
    url: '/api/orders/v1/orders',
    headers: headers(merchantId, token),
    payload: orderRequest(
      products,
      [lineFor(find(products, 'Tashkent plov'))],
      {
        branch: tariff.body.branchId,
        serviceType: 'DELIVERY',
        paymentType,
        address: { latitude: branch.latitude + 0.005, longitude: branch.longitude },
      },
      tariff.body.deliveryPrice,
    ),
  });
  if (order.status !== 200) throw new Error(`order: ${order.status} ${JSON.stringify(order.body)}`);
  return order.body as Schemas['Order'];
}
