import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlaLimits } from '../../domain/kitchen-sla';
import { formatSum } from '../../i18n/format';
import { errorBodyOf, errorText } from '../../api/errors';
import { Button } from '../../ui/button';
import { FormError } from '../../ui/form-error';
import { useMoveOrder } from '../ops-api';
import { OrderCard, type OrderCardProps } from '../order-card';
import { acceptAndPrint } from '../print';
import { Waited } from './waited';

const SERVICE_KEY = { DELIVERY: 'delivery', PICK_UP: 'pickup', DINE_IN: 'dineIn' } as const;

type BoardCardProps = OrderCardProps & { limits: SlaLimits };

/**
 * An order on the board at rush hour: one compact card (number, time waited, service, the branch
 * that cooks it, how many items, the total) with its next move, that opens to the full card.
 */
export const BoardCard = memo(function BoardCard(props: BoardCardProps) {
  const { order, lang, branchName, limits } = props;
  const { t } = useTranslation('ops');
  const { t: tb } = useTranslation('ops-board');
  // the kitchen reads every line (its cards stay open); a cancelled order still on the board is
  // owed money back: its card opens on the refund form
  const [open, setOpen] = useState(!props.operator || order.status === 'CANCELED');
  const service = SERVICE_KEY[order.serviceType as keyof typeof SERVICE_KEY] ?? 'pickup';
  const items = order.cartItems.reduce((n, line) => n + line.count, 0);
  if (open)
    return (
      <OrderCard
        order={order}
        api={props.api}
        merchantId={props.merchantId}
        lang={lang}
        operator={props.operator}
        branchName={branchName}
        aside={
          <span className="ops-board-card__fold">
            <Waited order={order} limits={limits} />
            {props.operator && (
              <Button variant="link" onClick={() => setOpen(false)} aria-expanded="true">
                {tb('fold')}
              </Button>
            )}
          </span>
        }
      />
    );
  return (
    <article
      className="card ops-card ops-board-card"
      aria-labelledby={`order-sum-${order.id}`}
      data-testid="ops-order"
    >
      <h3 className="ops-board-card__heading">
        <button
          type="button"
          className="ops-board-card__summary"
          aria-expanded="false"
          onClick={() => setOpen(true)}
        >
          <strong id={`order-sum-${order.id}`} className="ops-board-card__number">
            №{order.number}
          </strong>
          <Waited order={order} limits={limits} />
          <span className="badge-inline">
            {t(service)}
            {order.tableId ? ` · ${t('table', { n: order.tableId })}` : ''}
          </span>
          {branchName && <span className="ops-board-card__branch">{branchName}</span>}
          <span>{tb('items', { count: items })}</span>
          <span className="ops-board-card__total">{formatSum(order.totalPrice, lang)}</span>
        </button>
      </h3>
      <NextMove {...props} />
    </article>
  );
});

/** The card's one next move (accept, cook, ready, hand over), one tap from the compact card. */
function NextMove({ order, api, merchantId, branchName, lang }: BoardCardProps) {
  const { t } = useTranslation('ops');
  const move = useMoveOrder(api, merchantId);
  const forward = order.nextStatuses.find((s) => s !== 'CANCELED');
  if (!forward) return null;
  return (
    <>
      <FormError>{move.error && errorText(errorBodyOf(move.error), lang)}</FormError>
      <Button
        variant="primary"
        disabled={move.isPending}
        onClick={() => void acceptAndPrint(move, order, forward, branchName)}
      >
        {t(forward === 'CLOSED' && order.serviceType === 'DELIVERY' ? 'closeDelivered' : `next.${forward}`)}
      </Button>
    </>
  );
}
