import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../api/schema';
import { minutesToArrive, recentSpeed, type Fix } from '../../../domain/courier-route';
import { fitPoints } from '../../../platform/map/map-fit';
import { MapView } from '../../../platform/map/map-view';
import type { MapMarker } from '../../../platform/map/map-types';
import { useStorefront } from '../../../tenant/storefront-context';
import { orderBranchQuery } from '../orders.queries';

type Order = components['schemas']['Order'];

/**
 * The courier on their way, while the order is ON_WAY: their marker moving on the map with the
 * branch they left and the delivery point, and when they should arrive, from the distance left and their pace of the last
 * minutes. Nothing before pick-up or after delivery (the server sends no position then either).
 */
export function CourierOnMap({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const { api, merchant, settings, lang } = useStorefront();
  const position = order.status === 'ON_WAY' ? (order.courierPosition ?? null) : null;
  const { data: branch } = useQuery({
    ...orderBranchQuery(api, merchant.id, order.branch),
    enabled: position !== null,
  });
  // the fixes seen on this page, for the recent pace
  const [fixes, setFixes] = useState<Fix[]>([]);
  // (kept while rendering: a new fix is added once, as React allows for state derived from props)
  if (position && fixes.at(-1)?.at !== position.at) setFixes([...fixes, position].slice(-30));
  if (!position || !order.address) return null;
  const destination = order.address;
  const minutes = minutesToArrive(position, destination, recentSpeed(fixes));
  const markers: MapMarker[] = [
    ...(branch?.latitude && branch.longitude
      ? [
          {
            id: 'branch',
            position: [branch.latitude, branch.longitude] as [number, number],
            label: t('legendBranch'),
            kind: 'branch' as const,
          },
        ]
      : []),
    {
      id: 'destination',
      position: [destination.latitude, destination.longitude],
      label: t('destination'),
      kind: 'point',
    },
    {
      id: 'courier',
      position: [position.latitude, position.longitude],
      label: t('legendCourier'),
      kind: 'courier',
    },
  ];
  return (
    <div
      className="stack"
      data-testid="courier-on-map"
      data-latitude={position.latitude}
      data-longitude={position.longitude}
    >
      <p role="status" aria-live="polite" data-testid="courier-eta">
        {t('courierEta', { minutes })}
      </p>
      <MapView
        // framed once the branch is known: the branch, the door and the courier in view
        key={branch ? 'with-branch' : 'without-branch'}
        mapType={settings.mapType}
        yandexKey={settings.yandexMapKey}
        lang={lang}
        {...fitPoints(
          markers.map((m) => m.position),
          { width: 300, height: 220 },
        )}
        markers={markers}
        height={220}
        label={t('courierMap')}
        offlineNotice={t('mapOffline')}
      />
    </div>
  );
}
