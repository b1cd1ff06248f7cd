import enBoard from '../../locales/en/ops-board.json' with { type: 'json' };
import ruBoard from '../../locales/ru/ops-board.json' with { type: 'json' };
import uzBoard from '../../locales/uz/ops-board.json' with { type: 'json' };
import enOps from '../../locales/en/ops.json' with { type: 'json' };
import ruOps from '../../locales/ru/ops.json' with { type: 'json' };
import uzOps from '../../locales/uz/ops.json' with { type: 'json' };
import enOrders from '../../locales/en/orders.json' with { type: 'json' };
import ruOrders from '../../locales/ru/orders.json' with { type: 'json' };
import uzOrders from '../../locales/uz/orders.json' with { type: 'json' };
import { csvField } from '../../src/domain/day-report';
import type { Lang } from '../../src/domain/localized';
import { collected, collectedAtHand, type CsvOrder } from '../../src/domain/orders-csv';

const WORDS = {
  uz: { csv: uzBoard.csv, ops: uzOps, status: uzOrders.status },
  ru: { csv: ruBoard.csv, ops: ruOps, status: ruOrders.status },
  en: { csv: enBoard.csv, ops: enOps, status: enOrders.status },
} satisfies Record<Lang, unknown>;

const word = (table: Record<string, string>, code: string) => table[code] ?? code;

/**
 * The orders' spreadsheet in the staff member's language: the header, statuses, services and
 * payments in words; `paid` says whether the money is in (cash and terminal once handed over);
 * two closing rows give the cash and the terminal the till took.
 */
export function ordersCsv(orders: readonly CsvOrder[], lang: Lang): string {
  const { csv, ops, status } = WORDS[lang];
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
  ];
  return [
    header,
    ...rows,
    closing(csv.cashCollected, till.cash),
    closing(csv.terminalCollected, till.terminal),
  ]
    .map((row) => row.map(csvField).join(','))
    .join('\r\n');
}
