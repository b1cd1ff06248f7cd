/**
 * The day in numbers, as a restaurant closes it: orders, revenue (what the orders that were not
 * cancelled charged), average check, cancellations, by payment and by service, and the ten dishes
 * sold most. Pure: the server hands it the day's orders.
 */
export interface ReportOrder {
  status: string;
  paymentType: string;
  serviceType: string;
  totalPrice: number;
  lines: readonly {
    productId: number;
    name: { uz: string; ru: string; eng: string };
    count: number;
    total: number;
  }[];
}

export interface Slice {
  key: string;
  orders: number;
  revenue: number;
}

export interface DayReport {
  orders: number;
  revenue: number;
  averageCheck: number;
  cancelled: number;
  byPayment: Slice[];
  byService: Slice[];
  topDishes: {
    productId: number;
    name: { uz: string; ru: string; eng: string };
    count: number;
    revenue: number;
  }[];
}

function slices(orders: readonly ReportOrder[], key: (o: ReportOrder) => string): Slice[] {
  const out = new Map<string, Slice>();
  for (const o of orders) {
    const k = key(o);
    const s = out.get(k) ?? { key: k, orders: 0, revenue: 0 };
    s.orders += 1;
    s.revenue += o.totalPrice;
    out.set(k, s);
  }
  return [...out.values()].sort((a, b) => b.revenue - a.revenue || a.key.localeCompare(b.key));
}

export function dayReport(all: readonly ReportOrder[]): DayReport {
  const kept = all.filter((o) => o.status !== 'CANCELED');
  const revenue = kept.reduce((sum, o) => sum + o.totalPrice, 0);
  const dishes = new Map<number, DayReport['topDishes'][number]>();
  for (const o of kept)
    for (const line of o.lines) {
      const d = dishes.get(line.productId) ?? {
        productId: line.productId,
        name: line.name,
        count: 0,
        revenue: 0,
      };
      d.count += line.count;
      d.revenue += line.total;
      dishes.set(line.productId, d);
    }
  return {
    orders: kept.length,
    revenue,
    averageCheck: kept.length === 0 ? 0 : Math.round(revenue / kept.length),
    cancelled: all.length - kept.length,
    byPayment: slices(kept, (o) => o.paymentType),
    byService: slices(kept, (o) => o.serviceType),
    topDishes: [...dishes.values()]
      .sort((a, b) => b.count - a.count || b.revenue - a.revenue || a.productId - b.productId)
      .slice(0, 10),
  };
}

/** One CSV field as a spreadsheet reads it: quoted when it holds a separator, a quote or a line break. */
export const csvField = (value: string | number | boolean | null) => {
  const text = value === null ? '' : String(value);
  // a leading =, +, - or @ would run as a formula in a spreadsheet
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n\r;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
