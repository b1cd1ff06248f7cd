import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import { unwrap } from '../api/query-client';
import type { components } from '../api/schema';
import { KITCHEN_STATUSES } from '../domain/order-lifecycle';
import { localized, type Lang } from '../domain/localized';
import { OrderCard } from './order-card';
import { boardQuery, opsKeys, useOrderStream, type OrderStatus } from './ops-api';
import { ring } from './ring';

type Staff = components['schemas']['StaffMember'];

const OPERATOR_COLUMNS: OrderStatus[] = ['OPEN', 'AT_TIME', 'ACCEPTED', 'COOKING', 'DONE', 'ON_WAY'];

/** The live board: a column per status, newest first; a new order rings and shows in the badge. */
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
  const { data: orders = [] } = useQuery(boardQuery(api, merchantId, branchId));
  const { data: branches = [] } = useQuery({
    queryKey: opsKeys.branches(merchantId),
    queryFn: async ({ signal }) => unwrap(await api.GET('/users/v1/branches', { signal })),
  });
  const onEvent = useCallback((event: { status: string }) => {
    // a new order, or a scheduled one whose time came
    if (event.status === 'OPEN' || event.status === 'AT_TIME') ring();
  }, []);
  const live = useOrderStream(api, merchantId, onEvent);
  const columns = staff.role === 'KITCHEN' ? [...KITCHEN_STATUSES] : OPERATOR_COLUMNS;
  const fresh = orders.filter((o) => o.status === 'OPEN').length;
  return (
    <div className="ops">
      <header className="ops__bar">
        <h1>{t('title')}</h1>
        <span className={fresh > 0 ? 'badge-inline ops__new' : 'muted'} role="status" aria-live="polite">
          {t('newOrders', { count: fresh })}
        </span>
        <label className="field ops__branch">
          <span className="visually-hidden">{t('branch')}</span>
          <select value={branchId ?? ''} onChange={(e) => setBranchId(Number(e.target.value) || null)}>
            <option value="">{t('allBranches')}</option>
            {branches.map((b) => (
              <option key={b.id} value={b.id}>
                {localized(b.name, lang)}
              </option>
            ))}
          </select>
        </label>
        <small className={live ? 'open' : 'warning'}>{live ? t('live') : t('offline')}</small>
        <span>
          {staff.name} · {t(`role.${staff.role}`)}
        </span>
        <button type="button" className="link-btn" onClick={onLogout}>
          {t('logout')}
        </button>
      </header>
      <div className="ops__columns">
        {columns.map((status) => {
          const here = orders.filter((o) => o.status === status);
          // scheduled orders get a column only while there are some
          if (status === 'AT_TIME' && here.length === 0) return null;
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
                  operator={staff.role === 'OPERATOR'}
                />
              ))}
            </section>
          );
        })}
      </div>
    </div>
  );
}
