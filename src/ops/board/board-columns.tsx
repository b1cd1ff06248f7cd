import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { oldestFirst, type SlaLimits } from '../../domain/kitchen-sla';
import type { Lang } from '../../domain/localized';
import type { OrderStatus, StaffOrder } from '../ops-api';
import { BoardCard } from './board-card';
import { OrderCards } from '../order-cards';

/** REFUND: cancelled orders whose money is still owed back (beside the new ones: both wait on the operator) */
export type Column = OrderStatus | 'REFUND';

/** Columns that show only while they hold orders. */
const WHILE_ANY: Column[] = ['AT_TIME', 'DELIVERED', 'REFUND'];

const inColumn = (column: Column, o: StaffOrder) =>
  column === 'REFUND' ? o.status === 'CANCELED' && o.refundDue : o.status === column;

/**
 * The board's columns, the order waiting longest first in each. On a tablet an operator's many
 * columns become tabs naming each column with its count, one column shown at a time.
 */
export function BoardColumns({
  columns,
  orders,
  api,
  merchantId,
  lang,
  operator,
  branchName,
  limits,
}: {
  columns: Column[];
  orders: StaffOrder[];
  api: ApiClient;
  merchantId: number;
  lang: Lang;
  operator: boolean;
  branchName: (id: number) => string | null;
  limits: SlaLimits;
}) {
  const { t } = useTranslation('ops');
  const { t: tb } = useTranslation('ops-board');
  const shown = useMemo(
    () =>
      columns
        .map((column) => ({ column, here: oldestFirst(orders.filter((o) => inColumn(column, o))) }))
        .filter(({ column, here }) => !WHILE_ANY.includes(column) || here.length > 0),
    [columns, orders],
  );
  const [chosen, setChosen] = useState<Column>(columns[0] ?? 'OPEN');
  const selected = shown.some((s) => s.column === chosen) ? chosen : (shown[0]?.column ?? 'OPEN');
  const tabbed = shown.length > 3;
  return (
    <>
      {tabbed && (
        <div className="ops__column-tabs" role="tablist" aria-label={tb('columns')}>
          {shown.map(({ column, here }) => (
            <button
              key={column}
              type="button"
              role="tab"
              id={`tab-${column}`}
              aria-selected={column === selected}
              aria-controls={`column-${column}`}
              className="ops__column-tab"
              onClick={() => setChosen(column)}
            >
              {t(`column.${column}`)} <span className="ops__count">{here.length}</span>
            </button>
          ))}
        </div>
      )}
      <div className="ops__columns" data-tabbed={tabbed}>
        {shown.map(({ column, here }) => (
          <section
            key={column}
            id={`column-${column}`}
            className="ops__column"
            aria-labelledby={`col-${column}`}
            data-status={column}
            data-selected={column === selected}
          >
            <h2 id={`col-${column}`}>
              {t(`column.${column}`)} <span className="muted">{here.length}</span>
            </h2>
            {here.length === 0 && <p className="muted">{t('empty')}</p>}
            <OrderCards
              orders={here}
              api={api}
              merchantId={merchantId}
              lang={lang}
              operator={operator}
              branchName={branchName}
              card={(props) => <BoardCard {...props} limits={limits} />}
            />
          </section>
        ))}
      </div>
    </>
  );
}
