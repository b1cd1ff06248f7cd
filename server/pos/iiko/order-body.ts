import type { OrderLineRow } from '../../db/schema';
import type { PosConfig, PosOrderInput } from '../port';
import { PosError } from '../pos-error';

/** Tashkent's clock (UTC+5, no summer time): iiko wants the terminal's local time. */
const TASHKENT_OFFSET_MS = 5 * 3600_000;
const ONLINE_TYPES = new Set(['CLICK', 'PAYME', 'UZUM', 'PAYNET', 'OTHER']);

/** iiko's date-time: "yyyy-MM-dd HH:mm:ss.fff", local to the terminal. */
export const iikoTime = (at: Date) =>
  new Date(at.getTime() + TASHKENT_OFFSET_MS).toISOString().replace('T', ' ').replace('Z', '');

/** One of our lines as an iiko order item (Product with its modifiers by iiko id); refused without ids. */
export function iikoItem(line: OrderLineRow, dishes: PosOrderInput['dishes']) {
  const dish = dishes.get(line.productId);
  const name = line.name.eng || line.name.ru || line.name.uz;
  if (!dish?.posIds.iiko)
    throw new PosError(`'${name}' has no iikoId: the order could not be sent to iiko`, true);
  const modifiers = line.modifications.map((m) => {
    const group = dish.modificationGroups.find((g) => g.modifications.some((c) => c.id === m.modificationId));
    const choice = group?.modifications.find((c) => c.id === m.modificationId);
    if (!choice?.iikoId)
      throw new PosError(
        `'${name}' / '${m.name.eng || m.name.ru || m.name.uz}' has no iikoId: the order could not be sent to iiko`,
        true,
      );
    return {
      productId: choice.iikoId,
      ...(group?.iikoId ? { productGroupId: group.iikoId } : {}),
      amount: m.count,
      price: m.price,
    };
  });
  return { type: 'Product', productId: dish.posIds.iiko, amount: line.count, price: line.price, modifiers };
}

/**
 * Our order as iiko's `POST /api/1/deliveries/create` body (CreateOrderRequest):
 * `{ organizationId, terminalGroupId, order: DeliveryOrder }`. The fields relied on, as iiko spells
 * them: order.id (ours, so deliveries/by_id finds it before a resend), externalNumber, phone
 * ("+" and at least 8 digits), customer { type: "one-time", name }, orderServiceType
 * (DeliveryByCourier | DeliveryByClient), deliveryPoint { coordinates { latitude, longitude },
 * address { type: "legacy", street { name }, house, flat, entrance, floor, doorphone }, comment },
 * comment, completeBefore (a scheduled order), items [{ type: "Product", productId, amount, price,
 * modifiers [{ productId, productGroupId, amount, price }] }], payments [{ paymentTypeKind,
 * paymentTypeId, sum, isProcessedExternally }]. A line or choice without its iikoId is refused
 * (permanent: the folder must give it one).
 */
export function iikoOrderBody(pos: PosConfig, input: PosOrderInput) {
  const { order, lines, customer, dishes } = input;
  if (!input.branchPosId) throw new PosError('the branch has no iikoId (its terminal group)', true);
  const items = lines.map((line) => iikoItem(line, dishes));
  const address = order.address as Record<string, string | number | null> | null;
  const details = order.details as { comment?: string | null; courierComment?: string | null };
  const online = order.is_paid || ONLINE_TYPES.has(order.payment_type);
  const typeId =
    pos.paymentTypes?.[online ? 'ONLINE' : order.payment_type === 'TERMINAL' ? 'TERMINAL' : 'CASH'];
  const phone = customer.phone ? `+${customer.phone.replace(/\D/g, '')}` : null;
  if (!phone || phone.length < 9) throw new PosError('the order has no customer phone for iiko', true);
  return {
    organizationId: pos.organizationId,
    terminalGroupId: input.branchPosId,
    order: {
      id: input.posOrderId,
      externalNumber: String(order.number),
      phone,
      customer: { type: 'one-time', name: customer.name || phone },
      orderServiceType: order.service_type === 'DELIVERY' ? 'DeliveryByCourier' : 'DeliveryByClient',
      ...(order.service_type === 'DELIVERY' && address
        ? {
            deliveryPoint: {
              coordinates: { latitude: Number(address.latitude), longitude: Number(address.longitude) },
              address: {
                type: 'legacy',
                street: { name: String(address.streetName ?? address.description ?? '—') },
                house: String(address.houseNumber ?? '—'),
                ...(address.office ? { flat: String(address.office) } : {}),
                ...(address.entrance ? { entrance: String(address.entrance) } : {}),
                ...(address.floor ? { floor: String(address.floor) } : {}),
                ...(address.domophone ? { doorphone: String(address.domophone) } : {}),
              },
              ...(address.comment || details.courierComment
                ? { comment: String(address.comment ?? details.courierComment) }
                : {}),
            },
          }
        : {}),
      ...(details.comment ? { comment: details.comment } : {}),
      ...(order.later && order.delivery_at ? { completeBefore: iikoTime(new Date(order.delivery_at)) } : {}),
      items,
      ...(typeId
        ? {
            payments: [
              {
                paymentTypeKind: online ? 'Card' : order.payment_type === 'TERMINAL' ? 'Card' : 'Cash',
                paymentTypeId: typeId,
                // paid online, then made dearer: the difference still due is not paid yet
                sum: online ? order.total_price - order.extra_due : order.total_price,
                isProcessedExternally: online,
              },
              ...(online && order.extra_due > 0 && pos.paymentTypes?.CASH
                ? [
                    {
                      paymentTypeKind: 'Cash',
                      paymentTypeId: pos.paymentTypes.CASH,
                      sum: order.extra_due,
                      isProcessedExternally: false,
                    },
                  ]
                : []),
            ],
          }
        : {}),
    },
  };
}
