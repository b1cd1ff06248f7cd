import enBoard from '../../locales/en/ops-board.json' with { type: 'json' };
import ruBoard from '../../locales/ru/ops-board.json' with { type: 'json' };
import uzBoard from '../../locales/uz/ops-board.json' with { type: 'json' };
import enDelivery from '../../locales/en/ops-delivery.json' with { type: 'json' };
import ruDelivery from '../../locales/ru/ops-delivery.json' with { type: 'json' };
import uzDelivery from '../../locales/uz/ops-delivery.json' with { type: 'json' };
import enOps from '../../locales/en/ops.json' with { type: 'json' };
import ruOps from '../../locales/ru/ops.json' with { type: 'json' };
import uzOps from '../../locales/uz/ops.json' with { type: 'json' };
import enOrders from '../../locales/en/orders.json' with { type: 'json' };
import ruOrders from '../../locales/ru/orders.json' with { type: 'json' };
import uzOrders from '../../locales/uz/orders.json' with { type: 'json' };
import type { CourierFigures } from '../../src/domain/courier-figures';
import { csvField } from '../../src/domain/day-report';
import type { Lang } from '../../src/domain/localized';
import { collected, collectedAtHand, type CsvOrder } from '../../src/domain/orders-csv';

const WORDS = {
  uz: { csv: uzBoard.csv, ops: uzOps, status: uzOrders.status, delivery: uzDelivery },
  ru: { csv: ruBoard.csv, ops: ruOps, status: ruOrders.status, delivery: ruDelivery },
  en: { csv: enBoard.csv, ops: enOps, status: enOrders.status, delivery: enDelivery },
} satisfies Record<Lang, unknown>;

const word = (table: Record<string, string>, code: string) => table[code] ?? code;

/**
 * The orders' spreadsheet in the staff member's language: the header, statuses, services and
 * payments in words; `paid` says whether the money is in (cash and terminal once handed over);
 * `courier` names who carried a delivery; a row per courier with the cash they collected to hand
 * over, then two closing rows give the cash and the terminal the till took.
 */
export function ordersCsv(
  orders: readonly CsvOrder[],
  lang: Lang,
  couriers: readonly CourierFigures[] = [],
): string {
  const { csv, ops, status, delivery } = WORDS[lang];
  const header = [
    csv.number,
    csv.time,
    csv.status,
    csv.service,
    csv.branch,
    csv.payment,
    csv.paid,
    csv.total,
    csv.delivery,
    csv.discount,
    csv.phone,
    delivery.csv.courier,
  ];
  const rows: (string | number | null)[][] = orders.map((o) => [
    o.number,
    o.placedAt,
    word(status, o.status),
    word(ops.service, o.serviceType),
    o.branch,
    word(ops.payment, o.paymentType),
    collected(o) ? csv.yes : csv.no,
    o.total,
    o.delivery,
    o.discount,
    o.phone,
    o.courier ?? null,
  ]);
  const till = collectedAtHand(orders);
  const closing = (label: string, sum: number) => [
    label,
    null,
    null,
    null,
    null,
    null,
    null,
    sum,
    null,
    null,
    null,
    null,
  ];
  const handOver = couriers
    .filter((c) => c.cashCollected > 0)
    .map((c) => closing(delivery.csv.handOver.replace('{{name}}', c.name), c.cashCollected));
  return [
    header,
    ...rows,
    ...handOver,
    closing(csv.cashCollected, till.cash),
    closing(csv.terminalCollected, till.terminal),
  ]
    .map((row) => row.map(csvField).join(','))
    .join('\r\n');
}
