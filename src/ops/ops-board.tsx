import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import { orThrow } from '../api/errors';
import type { components } from '../api/schema';
import { chimes, waitingCount } from '../domain/desk-alerts';
import { KITCHEN_STATUSES, runsTheDesk } from '../domain/order-lifecycle';
import { localized, type Lang } from '../domain/localized';
import { OpsHistory } from './ops-history';
import { OpsReport } from './ops-report';
import { OpsStopList } from './ops-stop-list';
import { BusyBranches } from './busy-branches';
import { OrderCard } from './order-card';
import { boardQuery, opsKeys, useOrderStream, type OrderStatus } from './ops-api';
import { ring } from './ring';
import { PosStatusLine } from './pos-line';
import { printOnAccept } from './print';
import { Select } from '../ui/field';
import { Button } from '../ui/button';

type Staff = components['schemas']['StaffMember'];

/** REFUND: cancelled orders whose money is still owed back (beside the new ones: both wait on the operator) */
type Column = OrderStatus | 'REFUND';
const OPERATOR_COLUMNS: Column[] = [
  'OPEN',
  'REFUND',
  'AT_TIME',
  'ACCEPTED',
  'COOKING',
  'DONE',
  'ON_WAY',
  'DELIVERED',
];

/**
 * The live board: a column per status, newest first; an order arriving for this role chimes and
 * counts in the badge and the tab's title. The history holds what is finished.
 */
export function OpsBoard({
  api,
  merchantId,
  staff,
  lang,
  onLogout,
}: {
  api: ApiClient;
  merchantId: number;
  staff: Staff;
  lang: Lang;
  onLogout: () => void;
}) {
  const { t } = useTranslation('ops');
  const [branchId, setBranchId] = useState<number | null>(null);
  const [printing, setPrinting] = useState(printOnAccept.get);
  const [view, setView] = useState<'board' | 'history' | 'stopList' | 'report'>('board');
  const { data: orders = [] } = useQuery(boardQuery(api, merchantId, branchId));
  const { data: branches = [] } = useQuery({
    queryKey: opsKeys.branches(merchantId),
    queryFn: async ({ signal }) => orThrow(await api.GET('/users/v1/branches', { signal })),
  });
  const branchName = (id: number) => {
    const branch = branches.find((b) => b.id === id);
    return branch ? localized(branch.name, lang) : null;
  };
  // what each order was when the board last saw it: a payment of a new order does not chime again
  const known = useRef(new Map<number, OrderStatus>());
  useEffect(() => {
    for (const o of orders) known.current.set(o.id, o.status);
  }, [orders]);
  const onEvent = useCallback(
    (event: { orderId: number; status: OrderStatus }) => {
      if (chimes(staff.role, known.current.get(event.orderId), event.status)) ring();
      known.current.set(event.orderId, event.status);
    },
    [staff.role],
  );
  const live = useOrderStream(api, merchantId, onEvent);
  const columns: Column[] = staff.role === 'KITCHEN' ? [...KITCHEN_STATUSES] : OPERATOR_COLUMNS;
  const fresh = waitingCount(
    staff.role,
    orders.map((o) => o.status),
  );
  const title = t('title');
  useEffect(() => {
    const rest = document.title.replace(/^\(\d+\) /, '');
    document.title = fresh > 0 ? `(${fresh}) ${rest}` : rest;
  }, [fresh, title]);
  return (
    <div className="ops">
      <header className="ops__bar">
        <h1>{title}</h1>
        <span className={fresh > 0 ? 'badge-inline ops__new' : 'muted'} role="status" aria-live="polite">
          {t(staff.role === 'KITCHEN' ? 'toCook' : 'newOrders', { count: fresh })}
        </span>
        <div className="ops__tabs" role="group" aria-label={t('views')}>
          {(runsTheDesk(staff.role)
            ? (['board', 'history', 'stopList', 'report'] as const)
            : (['board', 'history'] as const)
          ).map((v) => (
            <button
              key={v}
              type="button"
              className="ops__tab"
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {t(v)}
            </button>
          ))}
        </div>
        <Select
          label={t('branch')}
          className="ops__branch"
          hideLabel
          value={branchId ?? ''}
          onChange={(e) => setBranchId(Number(e.target.value) || null)}
          options={[
            { value: '', label: t('allBranches') },
            ...branches.map((b) => ({ value: b.id, label: localized(b.name, lang) })),
          ]}
        />
        {runsTheDesk(staff.role) && (
          <label className="ops__print-toggle">
            <input
              type="checkbox"
              checked={printing}
              onChange={(e) => {
                printOnAccept.set(e.target.checked);
                setPrinting(e.target.checked);
              }}
            />{' '}
            {t('printOnAccept')}
          </label>
        )}
        <small className={live ? 'open' : 'warning'}>{live ? t('live') : t('offline')}</small>
        <span>
          {staff.name} · {t(`role.${staff.role}`)}
        </span>
        <Button variant="link" onClick={onLogout}>
          {t('logout')}
        </Button>
      </header>
      {runsTheDesk(staff.role) && <PosStatusLine api={api} merchantId={merchantId} />}
      {view === 'report' ? (
        <OpsReport api={api} merchantId={merchantId} branchId={branchId} lang={lang} />
      ) : view === 'stopList' ? (
        <>
          <OpsStopList
            api={api}
            merchantId={merchantId}
            branchId={branchId}
            lang={lang}
            branchName={branchName}
          />
          <BusyBranches
            api={api}
            merchantId={merchantId}
            branches={branchId ? branches.filter((b) => b.id === branchId) : branches}
            lang={lang}
          />
        </>
      ) : view === 'history' ? (
        <OpsHistory
          api={api}
          merchantId={merchantId}
          branchId={branchId}
          lang={lang}
          operator={runsTheDesk(staff.role)}
          branchName={branchName}
        />
      ) : (
        <div className="ops__columns">
          {columns.map((status) => {
            const here = orders.filter((o) =>
              status === 'REFUND' ? o.status === 'CANCELED' && o.refundDue : o.status === status,
            );
            // scheduled, delivered and refund-due orders get a column only while there are some
            if (['AT_TIME', 'DELIVERED', 'REFUND'].includes(status) && here.length === 0) return null;
            return (
              <section
                key={status}
                className="ops__column"
                aria-labelledby={`col-${status}`}
                data-status={status}
              >
                <h2 id={`col-${status}`}>
                  {t(`column.${status}`)} <span className="muted">{here.length}</span>
                </h2>
                {here.length === 0 && <p className="muted">{t('empty')}</p>}
                {here.map((order) => (
                  <OrderCard
                    key={order.id}
                    order={order}
                    api={api}
                    merchantId={merchantId}
                    lang={lang}
                    operator={runsTheDesk(staff.role)}
                    branchName={branchName(order.branch)}
                  />
                ))}
              </section>
            );
          })}
        </div>
      )}
    </div>
  );
}
