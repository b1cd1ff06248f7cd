import { useTranslation } from 'react-i18next';
import type { components } from '../../api/schema';
import type { Lang } from '../../domain/localized';
import { formatSum } from '../../domain/money';

type Row = components['schemas']['CourierDayFigures'];

/**
 * The couriers' figures as a table: per courier the deliveries, the average minutes from pick-up to
 * delivered, how many came late (red when any) and the cash to hand over. Yandex's performers in one row.
 */
export function CourierDayTable({
  rows,
  caption,
  lang,
}: {
  rows: readonly Row[];
  caption: string;
  lang: Lang;
}) {
  const { t } = useTranslation('ops-delivery');
  if (rows.length === 0) return null;
  return (
    <table className="ops-couriers__day" data-testid="courier-day">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('report.courier')}</th>
          <th scope="col">{t('report.deliveries')}</th>
          <th scope="col">{t('report.avgMinutes')}</th>
          <th scope="col">{t('report.late')}</th>
          <th scope="col">{t('report.cash')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.courierId ?? (r.yandex ? 'yandex' : `n-${r.name}`)}>
            <th scope="row">{r.yandex ? t('report.yandex') : r.name}</th>
            <td>{r.deliveries}</td>
            <td>{r.averageMinutes ?? '—'}</td>
            <td className={r.late > 0 ? 'error' : undefined}>{r.late}</td>
            <td className="nowrap">{formatSum(r.cashCollected, lang)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
