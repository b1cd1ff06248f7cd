import type { PosAdapter, PosConfig, PosMenuDish, PosOrderInput, PosOrderState } from '../port';
import { PosError } from '../pos-error';
import { NOT_FOUND_CODES, posterCall, PosterError, type PosterOptions } from './client';
import {
  posterTime,
  type PosterCreateIncomingOrder,
  type PosterIncomingOrder,
  type PosterProduct,
} from './protocol';

export { posterCall, type PosterOptions } from './client';
export type { PosterIncomingOrder, PosterProduct } from './protocol';

/**
 * Poster's web API (joinposter/docs, en/web) for the POS port: incomingOrders.createIncomingOrder
 * (spot_id, phone, first_name, address, comment, products [{ product_id, count, price in kopecks,
 * modification: JSON [{ m, a }] }], payment { type: 1, sum, currency } only when prepaid, its sum
 * equal to the products': Poster refuses anything else with error 88) → the online order;
 * incomingOrders.getIncomingOrder (by its id) and getIncomingOrders (date_from/date_to, at most 3
 * days apart: the order whose answer was lost, found by the mark in its comment); menu.getProducts
 * (prices per spot in kopecks, a dish modification's price in money; a product not `visible` at a
 * spot, or `hidden`, is out there: Poster's stop-list).
 */
export const POSTER_API_URL = 'https://joinposter.com/api';

/** The mark our order carries in its Poster comment (found again by it after a lost answer). */
export const posterMark = (posOrderId: string) => `[dasturxon ${posOrderId}]`;

/** Our id in a Poster comment's mark, if it has one. */
export const markIn = (comment: string | null | undefined) =>
  /\[dasturxon ([0-9a-f-]{36})\]/.exec(comment ?? '')?.[1] ?? null;

const orderState = (o: PosterIncomingOrder): PosOrderState => ({
  creationStatus: 'Success',
  number: String(o.incoming_order_id),
  error: null,
  posOrderId: String(o.incoming_order_id),
});

const ONLINE_TYPES = new Set(['CLICK', 'PAYME', 'UZUM', 'PAYNET', 'OTHER']);
const DAY_MS = 86_400_000;

/** An online order asked of Poster by its id; null when Poster has no such order. */
export async function getIncomingOrder(
  options: PosterOptions,
  id: string,
): Promise<PosterIncomingOrder | null> {
  try {
    return await posterCall<PosterIncomingOrder | null>(options, 'incomingOrders.getIncomingOrder', {
      incoming_order_id: id,
    });
  } catch (error) {
    if (error instanceof PosterError && error.code !== null && NOT_FOUND_CODES.has(error.code)) return null;
    throw error;
  }
}

/** incomingOrders.createIncomingOrder's body for one of our orders. */
export function posterOrderBody(input: PosOrderInput): PosterCreateIncomingOrder {
  const { order, lines, dishes } = input;
  if (!input.branchPosId || !/^\d+$/.test(input.branchPosId))
    throw new PosError(
      'the branch has no joinPosterId (its Poster spot): the order could not be sent to Poster',
      true,
    );
  const products = lines.map((line) => {
    const dish = dishes.get(line.productId);
    const name = line.name.eng || line.name.ru || line.name.uz;
    if (!dish?.posIds.poster)
      throw new PosError(`'${name}' has no posterId: the order could not be sent to Poster`, true);
    const choices = dish.modificationGroups.flatMap((g) => g.modifications);
    const modification = line.modifications.map((m) => {
      const choice = choices.find((c) => c.id === m.modificationId);
      if (!choice?.posterId)
        throw new PosError(
          `'${name}' / '${m.name.eng || m.name.ru || m.name.uz}' has no posterId: the order could not be sent to Poster`,
          true,
        );
      return { m: Number(choice.posterId), a: m.count };
    });
    return {
      product_id: Number(dish.posIds.poster),
      count: line.count,
      // what one of them cost here, its choices and discount included (kopecks)
      price: Math.round((line.total / line.count) * 100),
      ...(modification.length ? { modification: JSON.stringify(modification) } : {}),
    };
  });
  const address = order.address as Record<string, unknown> | null;
  const details = order.details as { comment?: string | null; courierComment?: string | null };
  const phone = input.customer.phone ? `+${input.customer.phone.replace(/\D/g, '')}` : null;
  if (!phone || phone.length < 9) throw new PosError('the order has no customer phone for Poster', true);
  const prepaid = order.is_paid || ONLINE_TYPES.has(order.payment_type);
  const service =
    order.service_type === 'DELIVERY'
      ? 'Delivery'
      : order.service_type === 'PICK_UP'
        ? 'Pick-up'
        : order.service_type;
  const comment = [
    `№${order.number}`,
    service,
    order.service_type === 'DELIVERY' && order.delivery_price ? `delivery ${order.delivery_price}` : null,
    prepaid ? `paid ${order.payment_type}` : `to collect ${order.total_price} ${order.payment_type}`,
    details.comment,
    posterMark(input.posOrderId),
  ]
    .filter(Boolean)
    .join(' · ');
  return {
    spot_id: Number(input.branchPosId),
    phone,
    ...(input.customer.name ? { first_name: input.customer.name } : {}),
    ...(address
      ? {
          address: [address.streetName, address.houseNumber, address.entrance, address.floor, address.office]
            .filter((part) => part !== null && part !== undefined && part !== '')
            .join(', '),
        }
      : {}),
    comment,
    products,
    ...(prepaid
      ? {
          payment: {
            type: 1 as const,
            sum: products.reduce((sum, p) => sum + p.price * p.count, 0),
            currency: 'UZS',
          },
        }
      : {}),
  };
}

const visibleAt = (s: { visible: string | number }) => String(s.visible) !== '0';

/** The Poster adapter of the POS port. */
export function posterAdapter(_pos: PosConfig, options: PosterOptions): PosAdapter {
  return {
    provider: 'poster',
    async findOrder(input: PosOrderInput) {
      if (/^\d+$/.test(input.posOrderId)) {
        const found = await getIncomingOrder(options, input.posOrderId);
        return found ? orderState(found) : null;
      }
      // sent before and its answer lost: Poster has it with our mark in its comment (a window
      // around the order's creation, within the 3 days Poster allows)
      const created = new Date(input.order.created_date).getTime();
      const list = await posterCall<PosterIncomingOrder[]>(options, 'incomingOrders.getIncomingOrders', {
        date_from: posterTime(new Date(created - DAY_MS)),
        date_to: posterTime(new Date(created + DAY_MS)),
      });
      const found = (list ?? []).find((o) => (o.comment ?? '').includes(posterMark(input.posOrderId)));
      return found ? orderState(found) : null;
    },
    async createOrder(input: PosOrderInput) {
      const created = await posterCall<PosterIncomingOrder>(
        options,
        'incomingOrders.createIncomingOrder',
        {},
        posterOrderBody(input),
      );
      return orderState(created);
    },
    async stopList(branchPosIds: string[]) {
      const products = await posterCall<PosterProduct[]>(options, 'menu.getProducts');
      return (products ?? []).flatMap((p) =>
        branchPosIds
          .filter((spot) => {
            if (String(p.hidden ?? '0') === '1') return true;
            const at = (p.spots ?? []).find((s) => String(s.spot_id) === spot);
            return at ? !visibleAt(at) : false;
          })
          .map((spot) => ({ branchPosId: spot, productPosId: String(p.product_id) })),
      );
    },
    async menu(): Promise<PosMenuDish[]> {
      const products = await posterCall<PosterProduct[]>(options, 'menu.getProducts');
      return (products ?? []).map((p) => ({
        posId: String(p.product_id),
        name: p.product_name,
        // kopecks at its first spot (menu.getProducts' spots[].price, or the older price map)
        price: Math.round(Number(p.spots?.[0]?.price ?? Object.values(p.price ?? {})[0] ?? 0) / 100),
        deleted: false,
        groups: (p.group_modifications ?? [])
          .filter((g) => String(g.is_deleted ?? '0') !== '1')
          .map((g) => ({
            posId: String(g.dish_modification_group_id),
            min: Number(g.num_min ?? 0),
            max: Number(g.num_max ?? 1),
            choices: g.modifications.map((m) => ({
              posId: String(m.dish_modification_id),
              name: m.name,
              // a dish modification's price is in money, not kopecks
              price: Math.round(Number(m.price)),
            })),
          })),
      }));
    },
  };
}
