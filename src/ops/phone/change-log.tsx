import { useTranslation } from 'react-i18next';
import type { Lang } from '../../domain/localized';
import { formatSum } from '../../i18n/format';
import type { StaffOrder } from '../ops-api';

const MONEY = new Set(['totalPrice', 'deliveryPrice', 'extraDue']);

/** The order's edits on its card: when, who, and each change before → after; what is owed back. */
export function ChangeLog({ order, lang }: { order: StaffOrder; lang: Lang }) {
  const { t } = useTranslation('ops-phone');
  const { t: tOps } = useTranslation('ops');
  const edits = (order.log ?? []).filter((l) => l.kind === 'UPDATE' && l.changes && l.changes.length > 0);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Tashkent',
    hour: '2-digit',
    minute: '2-digit',
  });
  const value = (field: string, v: string | number | null) =>
    v === null || v === ''
      ? '—'
      : MONEY.has(field) && typeof v === 'number'
        ? formatSum(v, lang)
        : field === 'paymentType'
          ? tOps(`payment.${String(v)}`, { defaultValue: String(v) })
          : String(v);
  const label = (field: string) =>
    field.startsWith('line:') ? field.slice(5) : t(`field.${field}`, { defaultValue: field });
  if (edits.length === 0 && !order.refundOwed) return null;
  return (
    <div className="stack ops-changes">
      {(order.refundOwed ?? 0) > 0 && (
        <p className="warning">{t('edit.refundOwed', { sum: formatSum(order.refundOwed ?? 0, lang) })}</p>
      )}
      {edits.length > 0 && (
        <details>
          <summary>{t('edit.log', { count: edits.length })}</summary>
          <ul>
            {edits.map((e, i) => (
              <li key={i}>
                {time.format(new Date(e.createdDate))} {e.by ?? ''}:{' '}
                {(e.changes ?? [])
                  .map((c) => `${label(c.field)} ${value(c.field, c.before)} → ${value(c.field, c.after)}`)
                  .join('; ')}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
