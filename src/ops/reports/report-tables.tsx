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

/** Rows side by side as bars of their revenue, with a count and the revenue in words; its CSV. */
function BarTable({
  title,
  rows,
  head,
  countText,
  lang,
  file,
}: {
  title: string;
  rows: { key: string | number; name: string; count: number; revenue: number }[];
  /** the CSV's header for the name and the count */
  head: [string, string];
  countText: (count: number) => string;
  lang: Lang;
  file: string;
}) {
  const { t } = useTranslation('ops-reports');
  const top = Math.max(1, ...rows.map((r) => r.revenue));
  return (
    <Card
      title={title}
      onCsv={() =>
        downloadCsv(
          file,
          [...head, t('revenue')],
          rows.map((r) => [r.name, r.count, r.revenue]),
        )
      }
    >
      <table className="reports__table">
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.name}</th>
              <td className="reports__bar-cell">
                <span className="reports__bar" style={{ width: `${(r.revenue / top) * 100}%` }} />
              </td>
              <td className="nowrap">{countText(r.count)}</td>
              <td className="nowrap">{formatSum(r.revenue, lang)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
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
  return (
    <BarTable
      title={title}
      rows={slices.map((s) => ({ key: s.key, name: label(s.key), count: s.orders, revenue: s.revenue }))}
      head={[t('name'), t('orders')]}
      countText={String}
      lang={lang}
      file={file}
    />
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
  return (
    <BarTable
      title={title}
      rows={dishes.map((d) => ({
        key: d.productId,
        name: localized(d.name, lang),
        count: d.count,
        revenue: d.revenue,
      }))}
      head={[t('dish'), t('count')]}
      countText={(count) => `× ${count}`}
      lang={lang}
      file={file}
    />
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
