import { useTranslation } from 'react-i18next';
import type { components } from '../../api/schema';
import { localized, type Lang } from '../../domain/localized';
import { formatSum } from '../../i18n/format';
import { Button } from '../../ui/button';
import { downloadCsv } from './csv';

type Summary = components['schemas']['ReportSummary'];
type Slice = components['schemas']['ReportSumSlice'];

/** A card with a title and its table's CSV. */
function Card({
  title,
  onCsv,
  children,
  wide,
}: {
  title: string;
  onCsv: () => void;
  children: React.ReactNode;
  wide?: boolean;
}) {
  const { t } = useTranslation('ops-reports');
  return (
    <section className={`card stack reports__card${wide ? ' reports__card--wide' : ''}`} aria-label={title}>
      <div className="row-between">
        <h3>{title}</h3>
        <Button variant="link" onClick={onCsv} aria-label={`${t('csv')}: ${title}`}>
          {t('csv')}
        </Button>
      </div>
      {children}
    </section>
  );
}

/** Slices side by side as bars of their revenue, with orders and revenue in words. */
export function SliceTable({
  title,
  slices,
  label,
  lang,
  file,
}: {
  title: string;
  slices: Slice[];
  label: (key: string) => string;
  lang: Lang;
  file: string;
}) {
  const { t } = useTranslation('ops-reports');
  const top = Math.max(1, ...slices.map((s) => s.revenue));
  return (
    <Card
      title={title}
      onCsv={() =>
        downloadCsv(
          file,
          [t('name'), t('orders'), t('revenue')],
          slices.map((s) => [label(s.key), s.orders, s.revenue]),
        )
      }
    >
      <table className="reports__table">
        <tbody>
          {slices.map((s) => (
            <tr key={s.key}>
              <th scope="row">{label(s.key)}</th>
              <td className="reports__bar-cell">
                <span className="reports__bar" style={{ width: `${(s.revenue / top) * 100}%` }} />
              </td>
              <td className="nowrap">{s.orders}</td>
              <td className="nowrap">{formatSum(s.revenue, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** The week by hour: 7 rows (Monday first) of 24 hours, darker where more orders were placed. */
export function HeatMap({ grid, file }: { grid: number[][]; file: string }) {
  const { t } = useTranslation('ops-reports');
  const top = Math.max(1, ...grid.flat());
  const weekdays = t('weekdays').split(',');
  return (
    <Card
      wide
      title={t('heatMap')}
      onCsv={() =>
        downloadCsv(
          file,
          [t('weekday'), ...Array.from({ length: 24 }, (_, h) => `${h}:00`)],
          grid.map((row, d) => [weekdays[d] ?? String(d), ...row]),
        )
      }
    >
      <div className="reports__heat-scroll">
        <table className="reports__heat" data-testid="heat-map">
          <thead>
            <tr>
              <td />
              {Array.from({ length: 24 }, (_, h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.map((row, d) => (
              <tr key={d}>
                <th scope="row">{weekdays[d]}</th>
                {row.map((n, h) => (
                  <td
                    key={h}
                    title={`${weekdays[d]} ${h}:00 · ${n}`}
                    style={{ '--heat': `${Math.round((n / top) * 100)}%` } as React.CSSProperties}
                  >
                    {n > 0 ? n : ''}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

/** The dishes sold most (or least), with their revenue. */
export function DishTable({
  title,
  dishes,
  lang,
  file,
}: {
  title: string;
  dishes: Summary['topDishes'];
  lang: Lang;
  file: string;
}) {
  const { t } = useTranslation('ops-reports');
  const top = Math.max(1, ...dishes.map((d) => d.revenue));
  return (
    <Card
      title={title}
      onCsv={() =>
        downloadCsv(
          file,
          [t('dish'), t('count'), t('revenue')],
          dishes.map((d) => [localized(d.name, lang), d.count, d.revenue]),
        )
      }
    >
      <table className="reports__table">
        <tbody>
          {dishes.map((d) => (
            <tr key={d.productId}>
              <th scope="row">{localized(d.name, lang)}</th>
              <td className="reports__bar-cell">
                <span className="reports__bar" style={{ width: `${(d.revenue / top) * 100}%` }} />
              </td>
              <td className="nowrap">× {d.count}</td>
              <td className="nowrap">{formatSum(d.revenue, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** Each promo's uses, discount and its orders' revenue. */
export function PromoTable({ promos, lang, file }: { promos: Summary['promos']; lang: Lang; file: string }) {
  const { t } = useTranslation('ops-reports');
  return (
    <Card
      title={t('promos')}
      onCsv={() =>
        downloadCsv(
          file,
          [t('promo'), t('uses'), t('discount'), t('revenue')],
          promos.map((p) => [p.code ?? `#${p.promoId}`, p.uses, p.discount, p.revenue]),
        )
      }
    >
      {promos.length === 0 ? (
        <p className="muted">{t('none')}</p>
      ) : (
        <table className="reports__table">
          <tbody>
            {promos.map((p) => (
              <tr key={p.promoId}>
                <th scope="row">{p.code ?? `#${p.promoId}`}</th>
                <td className="nowrap">{t('usesCount', { count: p.uses })}</td>
                <td className="nowrap">−{formatSum(p.discount, lang)}</td>
                <td className="nowrap">{formatSum(p.revenue, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
