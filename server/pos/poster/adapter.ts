import { httpFailure, networkFailure, PosError } from '../pos-error';
import type { PosAdapter, PosConfig, PosMenuDish, PosOrderInput, PosOrderState } from '../port';

/**
 * Poster's web API (joinposter/docs, en/web): `https://joinposter.com/api/<method>?token=<token>`,
 * POST bodies as JSON, every answer `{ response: … }` (or `{ error: { code, message } }`). Money is
 * in kopecks (hundredths): ours ×100. Relied on: incomingOrders.createIncomingOrder (spot_id,
 * phone, first_name, address, comment, products [{ product_id, count, price, modification:
 * JSON [{ m, a }] }], payment { type: 1 prepaid, sum, currency }) → { incoming_order_id, status };
 * incomingOrders.getIncomingOrder?incoming_order_id → { status: 0 new, 1 accepted, 7 cancelled,
 * comment, transaction_id }; incomingOrders.getIncomingOrders?date_from (to find an order whose
 * answer was lost, by the mark in its comment); menu.getProducts → [{ product_id, product_name,
 * spots [{ spot_id, price, visible }], group_modifications [{ dish_modification_group_id, num_min,
 * num_max, modifications [{ dish_modification_id, name, price }] }] }] (a product not visible at a
 * spot is its stop-list there).
 */
export const POSTER_API_URL = 'https://joinposter.com/api';

export interface PosterOptions {
  baseUrl: string;
  token: string;
  timeoutMs: number;
}

export interface PosterIncomingOrder {
  incoming_order_id: number | string;
  status: number | string;
  comment?: string | null;
  spot_id?: number | string;
}

/** The mark our order carries in its Poster comment (found again by it after a lost answer). */
export const posterMark = (posOrderId: string) => `[dasturxon ${posOrderId}]`;

export async function posterCall<T>(
  options: PosterOptions,
  method: string,
  query: Record<string, string> = {},
  body?: unknown,
): Promise<T> {
  const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/${method}`);
  url.searchParams.set('token', options.token);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  let res: Response;
  try {
    res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw networkFailure(error);
  }
  const text = await res.text().catch(() => '');
  if (!res.ok) throw httpFailure(res.status, text, res.headers.get('retry-after'));
  const parsed = JSON.parse(text) as { response?: T; error?: { code?: number; message?: string } | number };
  if (parsed.error !== undefined) {
    const message = typeof parsed.error === 'object' ? parsed.error.message : `error ${parsed.error}`;
    throw new PosError(`Poster: ${message ?? 'refused'}`, true);
  }
  return parsed.response as T;
}

const orderState = (o: PosterIncomingOrder): PosOrderState => ({
  creationStatus: 'Success',
  number: String(o.incoming_order_id),
  error: null,
  posOrderId: String(o.incoming_order_id),
});

/** The Poster adapter of the POS port. */
export function posterAdapter(_pos: PosConfig, options: PosterOptions): PosAdapter {
  return {
    provider: 'poster',
    async findOrder(input: PosOrderInput) {
      if (/^\d+$/.test(input.posOrderId)) {
        const found = await posterCall<PosterIncomingOrder | null>(
          options,
          'incomingOrders.getIncomingOrder',
          {
            incoming_order_id: input.posOrderId,
          },
        );
        return found ? orderState(found) : null;
      }
      const since = new Date(new Date(input.order.created_date).getTime() - 86_400_000);
      const list = await posterCall<PosterIncomingOrder[]>(options, 'incomingOrders.getIncomingOrders', {
        date_from: since.toISOString().slice(0, 19).replace('T', ' '),
      });
      const found = (list ?? []).find((o) => (o.comment ?? '').includes(posterMark(input.posOrderId)));
      return found ? orderState(found) : null;
    },
    async createOrder(input: PosOrderInput) {
      const { order, lines, dishes } = input;
      if (!input.branchPosId) throw new PosError('the branch has no joinPosterId (its spot)', true);
      const products = lines.map((line) => {
        const dish = dishes.get(line.productId);
        const name = line.name.eng || line.name.ru || line.name.uz;
        if (!dish?.posIds.poster)
          throw new PosError(`'${name}' has no posterId: the order could not be sent to Poster`, true);
        const modification = line.modifications.map((m) => {
          const choice = dish.modificationGroups
            .flatMap((g) => g.modifications)
            .find((c) => c.id === m.modificationId);
          if (!choice?.posterId)
            throw new PosError(
              `'${name}' has a choice without posterId: the order could not be sent to Poster`,
              true,
            );
          return { m: Number(choice.posterId), a: m.count };
        });
        return {
          product_id: Number(dish.posIds.poster),
          count: line.count,
          price: line.price * 100,
          ...(modification.length ? { modification: JSON.stringify(modification) } : {}),
        };
      });
      const address = order.address as Record<string, unknown> | null;
      const details = order.details as { comment?: string | null };
      const created = await posterCall<PosterIncomingOrder>(
        options,
        'incomingOrders.createIncomingOrder',
        {},
        {
          spot_id: Number(input.branchPosId),
          phone: input.customer.phone ? `+${input.customer.phone.replace(/\D/g, '')}` : undefined,
          ...(input.customer.name ? { first_name: input.customer.name } : {}),
          ...(address
            ? {
                address: [address.streetName, address.houseNumber, address.office].filter(Boolean).join(', '),
              }
            : {}),
          comment: `№${order.number} ${details.comment ?? ''} ${posterMark(input.posOrderId)}`.replace(
            /\s+/g,
            ' ',
          ),
          products,
          ...(order.is_paid ? { payment: { type: 1, sum: order.total_price * 100, currency: 'UZS' } } : {}),
        },
      );
      return orderState(created);
    },
    async stopList(branchPosIds: string[]) {
      const products = await posterCall<PosterProduct[]>(options, 'menu.getProducts');
      return products.flatMap((p) =>
        (p.spots ?? [])
          .filter((s) => branchPosIds.includes(String(s.spot_id)) && String(s.visible) === '0')
          .map((s) => ({ branchPosId: String(s.spot_id), productPosId: String(p.product_id) })),
      );
    },
    async menu(): Promise<PosMenuDish[]> {
      const products = await posterCall<PosterProduct[]>(options, 'menu.getProducts');
      return products.map((p) => ({
        posId: String(p.product_id),
        name: p.product_name,
        price: Math.round(Number(p.spots?.[0]?.price ?? Object.values(p.price ?? {})[0] ?? 0) / 100),
        deleted: String(p.delete ?? '0') === '1',
        groups: (p.group_modifications ?? []).map((g) => ({
          posId: String(g.dish_modification_group_id),
          min: Number(g.num_min ?? 0),
          max: Number(g.num_max ?? 1),
          choices: g.modifications.map((m) => ({
            posId: String(m.dish_modification_id),
            name: m.name,
            price: Math.round(Number(m.price)),
          })),
        })),
      }));
    },
  };
}

/** menu.getProducts' product, the fields read. */
export interface PosterProduct {
  product_id: number | string;
  product_name: string;
  price?: Record<string, string>;
  delete?: string;
  spots?: { spot_id: number | string; price: string; visible: string | number }[];
  group_modifications?: {
    dish_modification_group_id: number | string;
    num_min?: number | string;
    num_max?: number | string;
    modifications: { dish_modification_id: number | string; name: string; price: number | string }[];
  }[];
}
