import { useTranslation } from 'react-i18next';
import { localized } from '../../domain/localized';
import { localParts } from '../../domain/schedule';
import type { OrderPartProps } from '../order-details';

const SERVICE_KEY = { DELIVERY: 'delivery', PICK_UP: 'pickup', DINE_IN: 'dineIn' } as const;

/**
 * The kitchen's ticket: what a cook needs and nothing else — the number, when it was placed (and
 * when it is due), the service, the table or the branch, each line with its modifiers in big type,
 * the customer's comment and the note for the kitchen. No phone, address or sums.
 */
export function KitchenTicket({
  order,
  lang,
  branchName,
  changed = false,
}: OrderPartProps & { changed?: boolean }) {
  const { t } = useTranslation('ops');
  const { t: tp } = useTranslation('ops-phone');
  // reprinted after an edit: the last edit's dishes and comment, before → after
  const lastEdit = changed
    ? [...(order.log ?? [])].reverse().find((l) => l.kind === 'UPDATE' && (l.changes?.length ?? 0) > 0)
    : undefined;
  const changes = (lastEdit?.changes ?? []).filter(
    (c) => c.field.startsWith('line:') || c.field === 'comment',
  );
  const placed = localParts(new Date(order.createdDate));
  const service = SERVICE_KEY[order.serviceType as keyof typeof SERVICE_KEY] ?? 'pickup';
  return (
    <section className="ops-ticket" aria-label={t('print')}>
      <p className="ops-ticket__number">
        №{order.number}
        {changed && ` · ${tp('ticket.changed')}`}
      </p>
      {changes.length > 0 && (
        <ul className="ops-ticket__changes" data-testid="ticket-changes">
          {changes.map((c) => (
            <li key={c.field}>
              {c.field === 'comment'
                ? `${t('comment')}: ${c.after ?? '—'}`
                : `${c.field.slice(5)}: ${c.before ?? 0} → ${c.after ?? 0}`}
            </li>
          ))}
        </ul>
      )}
      <p>
        {placed.time}
        {order.later && order.day && order.time ? ` → ${t('at', { day: order.day, time: order.time })}` : ''}
      </p>
      <p className="ops-ticket__service">
        {t(service)}
        {order.tableId ? ` · ${t('table', { n: order.tableId })}` : ''}
        {branchName ? ` · ${branchName}` : ''}
      </p>
      <ul className="ops-ticket__lines">
        {order.cartItems.map((line, i) => (
          <li key={i}>
            {line.count} × {localized(line.name, lang)}
            {line.modifications.map((m) => (
              <span key={m.modificationId} className="ops-ticket__mod">
                + {localized(m.name, lang)}
                {m.count > 1 ? ` × ${m.count}` : ''}
              </span>
            ))}
          </li>
        ))}
      </ul>
      {order.comment && (
        <p className="ops-ticket__comment">
          {t('comment')}: {order.comment}
        </p>
      )}
      {order.note && (
        <p className="ops-ticket__comment">
          {t('kitchenNote')}: {order.note}
        </p>
      )}
    </section>
  );
}
