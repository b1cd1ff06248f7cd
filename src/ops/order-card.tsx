import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBodyOf, errorText } from '../api/errors';
import type { ApiClient } from '../api/client';
import type { Lang } from '../domain/localized';
import { FormError } from '../ui/form-error';
import { deskReasons } from '../domain/cancel-reasons';
import { useAssignCourier, useMoveOrder, type CancelReason, type StaffOrder } from './ops-api';
import { CourierPanel } from './delivery/courier-panel';
import { OrderDetails } from './order-details';
import { OrderNotices } from './order-notices';
import { courierProblem } from './board/courier-check';
import { PosLine } from './pos-line';
import { acceptAndPrint, printOrder } from './print';
import { RefundForm } from './refund-form';
// phone orders and edits
import { ChangeLog } from './phone/change-log';
import { ExtraDue } from './phone/extra-due';
import { OrderEditor } from './phone/order-editor';
import { Button } from '../ui/button';
import { Field, Select } from '../ui/field';

/** What a card of an order on the desk is given: the order, its branch's name and who looks at it. */
export interface OrderCardProps {
  order: StaffOrder;
  api: ApiClient;
  merchantId: number;
  lang: Lang;
  /** operators cancel and assign couriers; the kitchen only cooks */
  operator: boolean;
  branchName: string | null;
}

/** One order on the board: what to cook, who to call, and the moves the lifecycle allows. */
export function OrderCard({
  order,
  api,
  merchantId,
  lang,
  operator,
  branchName,
  printable = true,
  aside,
}: OrderCardProps & {
  printable?: boolean;
  /** the board's timer and fold, beside the number */
  aside?: ReactNode;
}) {
  const { t } = useTranslation('ops');
  const move = useMoveOrder(api, merchantId);
  const assign = useAssignCourier(api, merchantId);
  const [rejecting, setRejecting] = useState(false);
  const [reasonCode, setReasonCode] = useState<CancelReason | ''>('');
  const [reason, setReason] = useState('');
  const [courier, setCourier] = useState({ name: '', phone: '998' });
  const { t: tb } = useTranslation('ops-board');
  const [courierError, setCourierError] = useState<string | null>(null);
  const forward = order.nextStatuses.find((s) => s !== 'CANCELED');
  const cancellable = operator && order.nextStatuses.includes('CANCELED');
  const failure = move.error ?? assign.error;
  return (
    <article className="card stack ops-card" aria-labelledby={`order-${order.id}`} data-testid="ops-order">
      <header className="row-between">
        <h3 id={`order-${order.id}`}>№{order.number}</h3>
        {aside}
        {printable && (
          <span className="ops-card__prints">
            <Button variant="link" onClick={() => printOrder(order, 'ticket', branchName)}>
              {t('print')}
            </Button>
            <Button variant="link" onClick={() => printOrder(order, 'receipt', branchName)}>
              {t('receipt')}
            </Button>
          </span>
        )}
      </header>
      <PosLine order={order} api={api} merchantId={merchantId} operator={operator} />
      <OrderDetails order={order} lang={lang} branchName={branchName} />
      {operator && <ChangeLog order={order} lang={lang} />}
      {operator && <ExtraDue order={order} api={api} merchantId={merchantId} lang={lang} />}
      {operator && (
        <OrderEditor order={order} api={api} merchantId={merchantId} lang={lang} branchName={branchName} />
      )}
      {operator && <OrderNotices api={api} merchantId={merchantId} orderId={order.id} />}
      {operator && order.refundDue && (
        <RefundForm api={api} merchantId={merchantId} orderId={order.id} lang={lang} />
      )}
      <FormError>{failure && errorText(errorBodyOf(failure), lang)}</FormError>
      {rejecting ? (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            move.mutate({ id: order.id, status: 'CANCELED', reasonCode: reasonCode || undefined, reason });
          }}
        >
          {/* a reason the customer reads in their own language, and the desk's words beside it */}
          <Select
            label={t('reason')}
            value={reasonCode}
            onChange={(e) => setReasonCode(e.target.value as CancelReason | '')}
            options={[
              { value: '', label: t('chooseReason') },
              ...deskReasons(order.serviceType).map((r) => ({ value: r, label: t(`cancelReason.${r}`) })),
            ]}
          />
          <Field label={t('reasonWords')}>
            <input
              value={reason}
              placeholder={t('reasonWordsHint')}
              onChange={(e) => setReason(e.target.value)}
              maxLength={300}
            />
          </Field>
          <div className="row-between">
            <Button variant="secondary" onClick={() => setRejecting(false)}>
              {t('back')}
            </Button>
            <Button variant="danger" type="submit" disabled={move.isPending}>
              {t('confirmReject')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="row-between ops-card__actions">
          {cancellable && (
            <Button variant="secondary" onClick={() => setRejecting(true)}>
              {order.status === 'OPEN' ? t('reject') : t('cancel')}
            </Button>
          )}
          {forward && (
            <Button
              variant="primary"
              disabled={move.isPending}
              onClick={() => void acceptAndPrint(move, order, forward, branchName)}
            >
              {t(
                forward === 'CLOSED' && order.serviceType === 'DELIVERY'
                  ? 'closeDelivered'
                  : `next.${forward}`,
              )}
            </Button>
          )}
        </div>
      )}
      {operator && order.serviceType === 'DELIVERY' && !order.courier && (
        // folded until used: a rush of new delivery cards stays short
        <details className="ops-card__courier">
          <summary>{tb('assignCourier')}</summary>
          <form
            className="grid-2"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              // said in words before it is sent (not the schema's "must match pattern")
              const problem = courierProblem(courier);
              setCourierError(problem && tb(problem));
              if (!problem) assign.mutate({ id: order.id, ...courier });
            }}
          >
            <Field label={t('courierName')}>
              <input
                value={courier.name}
                onChange={(e) => setCourier({ ...courier, name: e.target.value })}
              />
            </Field>
            <Field label={t('courierPhone')}>
              <input
                type="tel"
                value={courier.phone}
                onChange={(e) =>
                  setCourier({ ...courier, phone: e.target.value.replace(/\D/g, '').slice(0, 12) })
                }
              />
            </Field>
            <FormError>{courierError}</FormError>
            <Button variant="secondary" type="submit" disabled={assign.isPending}>
              {t('assign')}
            </Button>
          </form>
        </details>
      )}
      {operator && <CourierPanel api={api} merchantId={merchantId} order={order} lang={lang} />}
    </article>
  );
}
