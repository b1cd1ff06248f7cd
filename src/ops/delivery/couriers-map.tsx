import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../api/client';
import { orThrow } from '../../api/errors';
import type { Lang } from '../../domain/localized';
import { formatSum } from '../../domain/money';
import { MapView } from '../../platform/map/map-view';
import type { LatLon, MapMarker } from '../../platform/map/map-types';
import { Button } from '../../ui/button';
import { rosterQuery } from './courier-panel';

const TASHKENT: LatLon = [41.311, 69.279];

/**
 * The desk's couriers: a button that opens who is on shift and where (a map and a list, with the
 * orders each carries), the Yandex claims in progress, and today's figures per courier.
 */
export function CouriersMap({
  api,
  merchantId,
  branchId,
  lang,
}: {
  api: ApiClient;
  merchantId: number;
  branchId: number | null;
  lang: Lang;
}) {
  const { t } = useTranslation('ops-delivery');
  const [open, setOpen] = useState(false);
  const roster = useQuery({ ...rosterQuery(api, merchantId), enabled: open });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent' }).format(new Date());
  const figures = useQuery({
    queryKey: ['ops', merchantId, 'courier-day', today, branchId],
    queryFn: async () =>
      orThrow(
        await api.GET('/ops/v1/couriers/day', {
          params: { query: { day: today, ...(branchId ? { branchId } : {}) } },
        }),
      ),
    enabled: open,
  });
  const couriers = (roster.data?.couriers ?? []).filter(
    (c) => !branchId || !c.branchId || c.branchId === branchId,
  );
  const onShift = couriers.filter((c) => c.onShift);
  const markers: MapMarker[] = onShift
    .filter((c) => c.latitude !== null && c.longitude !== null)
    .map((c) => ({
      id: `c${c.id}`,
      position: [c.latitude, c.longitude] as LatLon,
      label: c.name,
      kind: 'courier',
    }));
  return (
    <>
      <Button variant="link" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('map.title')}
      </Button>
      {open && (
        <section className="ops-couriers card stack" aria-label={t('map.title')} data-testid="ops-couriers">
          <MapView
            mapType="LEAFLET"
            yandexKey={null}
            lang={lang}
            center={markers[0]?.position ?? TASHKENT}
            zoom={12}
            markers={markers}
            height={260}
            label={t('map.title')}
            offlineNotice={t('map.noPlace')}
          />
          {onShift.length === 0 && <p className="muted">{t('map.none')}</p>}
          <ul className="ops-couriers__list">
            {couriers.map((c) => (
              <li key={c.id}>
                <strong>{c.name}</strong> ·{' '}
                {c.onShift ? (c.free ? t('free') : t('map.onShift')) : t('map.offShift')}
                {c.orders.length > 0 &&
                  ` · ${t('map.orders', { list: c.orders.map((id) => `#${id}`).join(', ') })}`}
                {c.onShift && c.latitude === null && ` · ${t('map.noPlace')}`}
              </li>
            ))}
          </ul>
          {(roster.data?.claims.length ?? 0) > 0 && (
            <>
              <h3>{t('map.yandex')}</h3>
              <ul>
                {roster.data?.claims.map((c) => (
                  <li key={c.orderId} className={c.failed ? 'error' : undefined}>
                    #{c.orderId} · {t(`claim.${c.courierStatus ?? 'PERFORMER_LOOK_UP'}`)}
                  </li>
                ))}
              </ul>
            </>
          )}
          {(figures.data?.length ?? 0) > 0 && (
            <table className="ops-couriers__day">
              <caption>{t('report.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('report.courier')}</th>
                  <th scope="col">{t('report.deliveries')}</th>
                  <th scope="col">{t('report.avgMinutes')}</th>
                  <th scope="col">{t('report.cash')}</th>
                </tr>
              </thead>
              <tbody>
                {figures.data?.map((r) => (
                  <tr key={r.courierId}>
                    <th scope="row">{r.name}</th>
                    <td>{r.deliveries}</td>
                    <td>{r.averageMinutes ?? '—'}</td>
                    <td>{formatSum(r.cashCollected, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </>
  );
}
