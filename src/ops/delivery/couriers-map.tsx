import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orThrow } from '../../api/errors';
import { localized } from '../../domain/localized';
import { MapView } from '../../platform/map/map-view';
import { MARKER_COLORS, type LatLon, type MapMarker } from '../../platform/map/map-types';
import { Button } from '../../ui/button';
import { opsKeys } from '../ops-api';
import { CourierDayTable } from './courier-day-table';
import { rosterQuery } from './courier-panel';
import type { DeskAreaProps } from '../desk-area';

const TASHKENT: LatLon = [41.311, 69.279];

/**
 * The desk's couriers: a button that opens who is on shift and where on the merchant's own map
 * (Yandex or Leaflet, as its storefront): the branches, the restaurant's couriers and the Yandex
 * performers carrying its orders, in a list too with the orders each carries; the Yandex claims in
 * progress, and today's figures per courier.
 */
export function CouriersMap({ api, merchantId, branchId, lang }: Omit<DeskAreaProps, 'branchName'>) {
  const { t } = useTranslation('ops-delivery');
  const [open, setOpen] = useState(false);
  const roster = useQuery({ ...rosterQuery(api, merchantId), enabled: open });
  // the board's own queries (the same keys): the map the merchant chose, and its branches
  const { data: settings } = useQuery({
    queryKey: opsKeys.settings(merchantId),
    queryFn: async ({ signal }) => orThrow(await api.GET('/support/v1/merchant/settings/web', { signal })),
    enabled: open,
  });
  const { data: branches = [] } = useQuery({
    queryKey: opsKeys.branches(merchantId),
    queryFn: async ({ signal }) => orThrow(await api.GET('/users/v1/branches', { signal })),
    enabled: open,
  });
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
  const claims = roster.data?.claims ?? [];
  const performerName = (c: (typeof claims)[number]) =>
    t('map.performer', { name: c.performer?.name ?? t('claim.PERFORMER_FOUND') });
  const markers: MapMarker[] = [
    ...branches
      .filter((b) => (!branchId || b.id === branchId) && b.latitude !== null && b.longitude !== null)
      .map((b) => ({
        id: `b${b.id}`,
        position: [b.latitude, b.longitude] as LatLon,
        label: localized(b.name, lang),
        kind: 'branch' as const,
      })),
    ...onShift
      .filter((c) => c.latitude !== null && c.longitude !== null)
      .map((c) => ({
        id: `c${c.id}`,
        position: [c.latitude, c.longitude] as LatLon,
        label: c.name,
        kind: 'courier' as const,
      })),
    ...claims.flatMap((c) =>
      c.position
        ? [
            {
              id: `y${c.orderId}`,
              position: [c.position.latitude, c.position.longitude] as LatLon,
              label: `${performerName(c)} · #${c.orderId}`,
              kind: 'performer' as const,
            },
          ]
        : [],
    ),
  ];
  const moving = markers.find((m) => m.kind !== 'branch');
  return (
    <>
      <Button variant="link" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t('map.title')}
      </Button>
      {open && (
        <section className="ops-couriers card stack" aria-label={t('map.title')} data-testid="ops-couriers">
          {settings && (
            <MapView
              mapType={settings.mapType}
              yandexKey={settings.yandexMapKey}
              lang={lang}
              center={(moving ?? markers[0])?.position ?? TASHKENT}
              zoom={12}
              markers={markers}
              height={260}
              label={t('map.title')}
              offlineNotice={t('map.offline')}
            />
          )}
          {onShift.length === 0 && <p className="muted">{t('map.none')}</p>}
          <ul className="ops-couriers__list">
            {couriers.map((c) => (
              <li key={c.id}>
                <Dot kind="courier" />
                <strong>{c.name}</strong> ·{' '}
                {c.onShift ? (c.free ? t('free') : t('map.onShift')) : t('map.offShift')}
                {c.orders.length > 0 &&
                  ` · ${t('map.orders', { list: c.orders.map((id) => `#${id}`).join(', ') })}`}
                {c.onShift && c.latitude === null && ` · ${t('map.noPlace')}`}
              </li>
            ))}
          </ul>
          {claims.length > 0 && (
            <>
              <h3>{t('map.yandex')}</h3>
              <ul className="ops-couriers__list" data-testid="ops-claims">
                {claims.map((c) => (
                  <li key={c.orderId} className={c.failed ? 'error' : undefined}>
                    <Dot kind="performer" />#{c.orderId} ·{' '}
                    {t(`claim.${c.courierStatus ?? 'PERFORMER_LOOK_UP'}`)}
                    {c.performer?.name && ` · ${performerName(c)}`}
                    {c.performer?.name && !c.position && ` · ${t('map.noPlace')}`}
                  </li>
                ))}
              </ul>
            </>
          )}
          <CourierDayTable rows={figures.data ?? []} caption={t('report.title')} lang={lang} />
        </section>
      )}
    </>
  );
}

/** The colour a kind of marker has on the map, before its line in the list. */
const Dot = ({ kind }: { kind: keyof typeof MARKER_COLORS }) => (
  <span className="ops-couriers__dot" style={{ background: MARKER_COLORS[kind] }} aria-hidden="true" />
);
