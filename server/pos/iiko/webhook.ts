import { IIKO_STATUS } from '../../../src/domain/pos-status';
import type { PosReport } from '../status-in';
import { iikoState } from './adapter';
import type { IikoOrderInfo, IikoWebhookEvent } from './protocol';

/** What iiko's webhook events ask of us: order reports, and whether the stop-list or the menu changed. */
export interface IikoWebhookWork {
  reports: PosReport[];
  stopList: boolean;
  menu: boolean;
}

/**
 * iiko's webhook body (an array of events: `eventType`, `eventTime`, `organizationId`,
 * `correlationId`, `eventInfo`) read: DeliveryOrderUpdate and DeliveryOrderError carry an
 * OrderInfo (creationStatus, errorInfo, order.status, order.courierInfo.courier { name, phone },
 * order.cancelInfo.cause.name, timestamp); StopListUpdate (eventInfo.terminalGroupsStopListsUpdates)
 * and NomenclatureUpdate say to fetch those again. Events of another organization are left out.
 */
export function readIikoWebhook(body: unknown, organizationId: string | undefined): IikoWebhookWork {
  const events = (Array.isArray(body) ? body : [body]).filter(
    (e): e is IikoWebhookEvent =>
      !!e && typeof e === 'object' && typeof (e as IikoWebhookEvent).eventType === 'string',
  );
  const ours = events.filter(
    (e) => !e.organizationId || !organizationId || e.organizationId === organizationId,
  );
  const reports: PosReport[] = [];
  for (const e of ours) {
    if (e.eventType !== 'DeliveryOrderUpdate' && e.eventType !== 'DeliveryOrderError') continue;
    const info = e.eventInfo as IikoOrderInfo | undefined;
    if (!info || typeof info.id !== 'string') continue;
    const posStatus = info.order?.status ?? null;
    const courier = info.order?.courierInfo?.courier;
    reports.push({
      posOrderId: info.id,
      // an event without iiko's timestamp is placed by its time
      timestamp: Number(info.timestamp ?? Date.parse(e.eventTime ?? '') ?? 0) || 0,
      creation: iikoState(info),
      posStatus,
      status: posStatus ? (IIKO_STATUS[posStatus] ?? null) : null,
      courier: courier?.name ? { name: courier.name, phone: courier.phone ?? null } : null,
      cancelReason: info.order?.cancelInfo?.cause?.name ?? info.order?.cancelInfo?.comment ?? null,
    });
  }
  return {
    reports,
    stopList: ours.some((e) => e.eventType === 'StopListUpdate'),
    menu: ours.some((e) => e.eventType === 'NomenclatureUpdate'),
  };
}
