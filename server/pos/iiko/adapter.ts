import { IIKO_STATUS } from '../../../src/domain/pos-status';
import type { PosAdapter, PosConfig, PosMenuDish, PosOrderInput, PosOrderState } from '../port';
import type { IikoClient } from './client';
import { createHash } from 'node:crypto';
import { commentWithChanges, type PosEdit } from '../../../src/domain/pos-edit';
import { addressLine, lineKey } from '../../../src/domain/pos-snapshot';
import { PosError } from '../pos-error';
import { iikoItem, iikoOrderBody } from './order-body';
import type { IikoOrderInfo, IikoProductInfo, IikoStopLists } from './protocol';

/** An OrderInfo as the port's order state: iiko's number once created, its error in words when refused. */
export function iikoState(info: IikoOrderInfo): PosOrderState {
  const error = info.errorInfo;
  return {
    creationStatus: info.creationStatus,
    number: info.order?.number !== undefined ? String(info.order.number) : null,
    error:
      info.creationStatus === 'Error'
        ? error?.description || error?.message || error?.code || 'iiko refused the order'
        : null,
  };
}

/** A position id of ours for an added line, a UUID the same on every resend of one change. */
const positionId = (posOrderId: string, key: string, line: string) => {
  const hex = createHash('sha256').update(`${posOrderId}|${key}|${line}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

const priceOf = (p: IikoProductInfo | undefined) => p?.sizePrices?.[0]?.price?.currentPrice ?? 0;

/** The iikoCloud adapter of the POS port. */
export function iikoAdapter(pos: PosConfig, client: IikoClient): PosAdapter {
  const organizationId = pos.organizationId as string;
  return {
    provider: 'iiko',
    async findOrder(input: PosOrderInput) {
      // OrdersByIdRequest { organizationId, orderIds } → { orders: OrderInfo[] }
      const found = await client.call<{ orders?: IikoOrderInfo[] }>('/api/1/deliveries/by_id', {
        organizationId,
        orderIds: [input.posOrderId],
      });
      const info = found.orders?.find((o) => o.id === input.posOrderId);
      return info ? iikoState(info) : null;
    },
    async createOrder(input: PosOrderInput) {
      // CreateOrderRequest → OrderResponse { correlationId, orderInfo }
      const body = iikoOrderBody(pos, input);
      const answer = await client.call<{ orderInfo: IikoOrderInfo }>('/api/1/deliveries/create', body);
      return iikoState(answer.orderInfo);
    },
    async updateOrder(input: PosOrderInput, edit: PosEdit, key: string) {
      // iiko's deliveries/add_items (AddOrderItemsRequest { organizationId, orderId, items }) for
      // what was added, each item with a positionId of ours (the same on a resend: one found in
      // the order's items by deliveries/by_id was taken already); iiko documents no way to take an
      // item off a delivery order, so what was taken away, and a new address, go in its comment
      // (deliveries/change_comment { organizationId, orderId, comment }) for the cashier
      const items = edit.added.map((added) => {
        const line = input.lines.find((l) => lineKey(l) === lineKey(added));
        if (!line) throw new PosError(`the order has no line ${added.name}`, true);
        return {
          ...iikoItem({ ...line, count: added.count }, input.dishes),
          positionId: positionId(input.posOrderId, key, lineKey(added)),
        };
      });
      if (items.length > 0) {
        const found = await client.call<{ orders?: IikoOrderInfo[] }>('/api/1/deliveries/by_id', {
          organizationId,
          orderIds: [input.posOrderId],
        });
        const info = found.orders?.find((o) => o.id === input.posOrderId);
        if (!info) throw new PosError('iiko does not have the order to change', false);
        const taken = new Set((info.order?.items ?? []).map((i) => i.positionId));
        const missing = items.filter((i) => !taken.has(i.positionId));
        if (missing.length > 0)
          await client.call('/api/1/deliveries/add_items', {
            organizationId,
            orderId: input.posOrderId,
            items: missing,
          });
      }
      if (edit.removed.length > 0 || edit.commentChanged || edit.addressChanged)
        await client.call('/api/1/deliveries/change_comment', {
          organizationId,
          orderId: input.posOrderId,
          comment: commentWithChanges(edit, addressLine(input.order.address)),
        });
    },
    async stopList(branchPosIds: string[]) {
      // StopListsRequest { organizationIds, terminalGroupsIds } → { terminalGroupStopLists }
      const lists = await client.call<IikoStopLists>('/api/1/stop_lists', {
        organizationIds: [organizationId],
        terminalGroupsIds: branchPosIds,
      });
      return lists.terminalGroupStopLists.flatMap((org) =>
        org.items.flatMap((group) =>
          group.items
            // a balance above zero is a dish still there, in a limited number
            .filter((item) => item.balance <= 0)
            .map((item) => ({ branchPosId: group.terminalGroupId, productPosId: item.productId })),
        ),
      );
    },
    async registerWebhook(uri: string, authToken: string) {
      // UpdateWebHookSettingsRequest { organizationId, webHooksUri, authToken, webHooksFilter }
      await client.call('/api/1/webhooks/update_settings', {
        organizationId,
        webHooksUri: uri,
        authToken,
        webHooksFilter: {
          deliveryOrderFilter: { orderStatuses: Object.keys(IIKO_STATUS), errors: true },
          stopListUpdateFilter: { updates: true },
          nomenclatureUpdateFilter: { updates: true },
        },
      });
    },
    async menu(): Promise<PosMenuDish[]> {
      // NomenclatureRequest { organizationId } → { groups, productCategories, products, sizes, revision }
      const nomenclature = await client.call<{ products: IikoProductInfo[] }>('/api/1/nomenclature', {
        organizationId,
      });
      const byId = new Map(nomenclature.products.map((p) => [p.id, p]));
      return nomenclature.products
        .filter((p) => (p.type ?? '').toLowerCase() === 'dish')
        .map((p) => ({
          posId: p.id,
          name: p.name,
          price: priceOf(p),
          deleted: p.isDeleted === true,
          groups: (p.groupModifiers ?? []).map((g) => ({
            posId: g.id,
            min: g.minAmount,
            max: g.maxAmount,
            choices: g.childModifiers.map((c) => ({
              posId: c.id,
              price: priceOf(byId.get(c.id)),
              name: byId.get(c.id)?.name ?? '',
            })),
          })),
        }));
    },
  };
}
