import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../api/client';
import { orThrow } from '../api/errors';
import type { components } from '../api/schema';
import { chimes, waitingCount } from '../domain/desk-alerts';
import { KITCHEN_STATUSES, runsTheDesk } from '../domain/order-lifecycle';
import { localized, type Lang } from '../domain/localized';
import { OpsHistory } from './ops-history';
import { OpsReport } from './ops-report';
// the manager's Reports (charts): their own chunk, loaded when opened
const ReportsArea = lazy(() => import('./reports/reports-area'));
import { OpsStopList } from './ops-stop-list';
import { BusyBranches } from './busy-branches';
import { opsKeys, useOrderStream, type OrderStatus } from './ops-api';
import { boardQuery } from './board/board-query';
import { BoardColumns, type Column } from './board/board-columns';
import { useKeepRinging } from './board/keep-ringing';
import { slaLimitsOf } from '../domain/kitchen-sla';
import { CouriersMap } from './delivery/couriers-map';
import { ring } from './ring';
import { PosStatusLine } from './pos-line';
import type { UploadPicture } from './manage/picture-upload-api';
import { printOnAccept } from './print';
import { PrintRoot } from './print/print-root';
import { Select } from '../ui/field';
import { Button } from '../ui/button';
// phone orders
import { PhoneOrder } from './phone/phone-order';

type Staff = components['schemas']['StaffMember'];
/** the manager's back office, loaded when a manager opens it */
const ManageAreas = lazy(() => import('./manage/manage-areas'));
/** the manager's campaigns, loaded when opened */
const CampaignsArea = lazy(() => import('./campaigns/campaigns-area'));

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
 * The live board: a column per status, the order waiting longest first; an order arriving for this role chimes and
 * counts in the badge and the tab's title. The history holds what is finished.
 */

/** The tabs whose words live in an area's own namespace; the others are the desk's own keys. */
const TAB_LABELS: Partial<Record<string, string>> = {
  menu: 'ops-manage:area.menu',
  restaurant: 'ops-manage:area.restaurant',
  changes: 'ops-manage:area.changes',
  phone: 'ops-phone:tab',
  campaigns: 'ops-campaigns:title',
};

export function OpsBoard({
  api,
  merchantId,
  staff,
  lang,
  onLogout,
  uploadPicture,
}: {
  api: ApiClient;
  merchantId: number;
  staff: Staff;
  lang: Lang;
  onLogout: () => void;
  /** a manager's photo to the picture store (the back office's dish form) */
  uploadPicture: UploadPicture;
}) {
  const { t } = useTranslation('ops');
  const { t: tb } = useTranslation('ops-board');
  // a branch's kitchen sees its own branch only (the server keeps to it too)
  const ownBranch = staff.role === 'KITCHEN' ? (staff.branchId ?? null) : null;
  const [branchId, setBranchId] = useState<number | null>(ownBranch);
  const [printing, setPrinting] = useState(printOnAccept.get);
  const [view, setView] = useState<
    | 'board'
    | 'history'
    | 'stopList'
    | 'report'
    | 'reports'
    | 'menu'
    | 'restaurant'
    | 'changes'
    | 'phone'
    | 'campaigns'
  >('board');
  const queryClient = useQueryClient();
  const { data: board } = useQuery(boardQuery(api, queryClient, merchantId, branchId));
  const orders = useMemo(() => board?.orders ?? [], [board]);
  const { data: settings } = useQuery({
    queryKey: opsKeys.settings(merchantId),
    queryFn: async ({ signal }) => orThrow(await api.GET('/support/v1/merchant/settings/web', { signal })),
  });
  const { data: branches = [] } = useQuery({
    queryKey: opsKeys.branches(merchantId),
    queryFn: async ({ signal }) => orThrow(await api.GET('/users/v1/branches', { signal })),
  });
  // each branch's own usual cooking time where it has one
  const limits = useMemo(() => slaLimitsOf(settings ?? {}, branches), [settings, branches]);
  useKeepRinging(runsTheDesk(staff.role), orders, limits);
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
    <div className={staff.role === 'KITCHEN' ? 'ops ops--kitchen' : 'ops'}>
      <PrintRoot lang={lang} />
      <header className="ops__bar">
        <h1>{title}</h1>
        <span className={fresh > 0 ? 'badge-inline ops__new' : 'muted'} role="status" aria-live="polite">
          {t(staff.role === 'KITCHEN' ? 'toCook' : 'newOrders', { count: fresh })}
        </span>
        <div className="ops__tabs" role="group" aria-label={t('views')}>
          {[
            ...(runsTheDesk(staff.role)
              ? (['board', 'phone', 'history', 'stopList', 'report'] as const)
              : (['board', 'history'] as const)),
            ...(staff.role === 'MANAGER'
              ? (['reports', 'menu', 'restaurant', 'changes', 'campaigns'] as const)
              : []),
          ].map((v) => (
            <button
              key={v}
              type="button"
              className="ops__tab"
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {t(TAB_LABELS[v] ?? v)}
            </button>
          ))}
        </div>
        {ownBranch ? (
          <strong className="ops__own-branch">
            {tb('kitchenOf', { branch: branchName(ownBranch) ?? '' })}
          </strong>
        ) : (
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
        )}
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
        {runsTheDesk(staff.role) && (
          <CouriersMap api={api} merchantId={merchantId} branchId={branchId} lang={lang} />
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
      {view === 'reports' ? (
        <Suspense fallback={<p className="muted">…</p>}>
          <ReportsArea
            api={api}
            merchantId={merchantId}
            branchId={branchId}
            lang={lang}
            branchName={branchName}
          />
        </Suspense>
      ) : view === 'menu' || view === 'restaurant' || view === 'changes' ? (
        <Suspense fallback={null}>
          <ManageAreas
            api={api}
            merchantId={merchantId}
            lang={lang}
            area={view}
            uploadPicture={uploadPicture}
          />
        </Suspense>
      ) : view === 'phone' ? (
        <PhoneOrder api={api} merchantId={merchantId} lang={lang} branches={branches} />
      ) : view === 'campaigns' ? (
        <Suspense fallback={null}>
          <CampaignsArea
            api={api}
            merchantId={merchantId}
            lang={lang}
            branches={branches.map((b) => ({ id: b.id, name: localized(b.name, lang) }))}
          />
        </Suspense>
      ) : view === 'report' ? (
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
        <BoardColumns
          columns={columns}
          orders={orders}
          api={api}
          merchantId={merchantId}
          lang={lang}
          operator={runsTheDesk(staff.role)}
          branchName={branchName}
          limits={limits}
        />
      )}
    </div>
  );
}
