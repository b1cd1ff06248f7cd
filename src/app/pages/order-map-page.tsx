import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session-context';
import { useStorefront } from '../../tenant/storefront-context';
import { courierQuery, orderQuery } from '../../features/orders/orders.queries';
import { PlacesMap } from '../../features/places/components/places-map';
import { MARKER_COLORS, type LatLon, type MapMarker } from '../../platform/map/map-types';
import type { RouteDef } from '../../domain/routes';

/** An order on the map: the branch, the destination and the courier. */
export default function OrderMapPage({ params }: { route: RouteDef; params: Record<string, string> }) {
  const { t } = useTranslation('orders');
  const { api, merchant } = useStorefront();
  const user = useCurrentUser();
  const { data: order } = useQuery({
    ...orderQuery(api, user?.id ?? 0, Number(params.id)),
    enabled: user !== null,
  });
  const courierId = order?.courierId ?? null;
  const { data: courier } = useQuery(courierQuery(api, merchant.id, courierId));
  if (!order) return null;
  const markers: MapMarker[] = [];
  const destination: LatLon | null = order.address ? [order.address.latitude, order.address.longitude] : null;
  if (destination)
    markers.push({ id: 'destination', position: destination, label: t('destination'), kind: 'point' });
  // the courier's live place on the order while it is on the way, else their record's
  const at = order.courierPosition ?? (courier?.latitude && courier.longitude ? courier : null);
  if (at?.latitude && at.longitude)
    markers.push({
      id: 'courier',
      position: [at.latitude, at.longitude],
      label: courier ? t('courierName', { name: courier.user.firstName }) : t('legendCourier'),
      kind: 'courier',
    });
  const legend: { kind: MapMarker['kind']; label: string }[] = [
    { kind: 'branch', label: t('legendBranch') },
    ...(destination ? [{ kind: 'point' as const, label: t('destination') }] : []),
    ...(at?.latitude && at.longitude ? [{ kind: 'courier' as const, label: t('legendCourier') }] : []),
  ];
  return (
    <>
      <PlacesMap
        height="calc(100dvh - 108px)"
        showZones={false}
        {...(destination ? { center: destination } : {})}
        zoom={13}
        extraMarkers={markers}
      />
      {/* what the marks on the map are */}
      <ul className="map-legend" aria-label={t('legend')}>
        {legend.map((item) => (
          <li key={item.kind}>
            <span
              className="map-legend__dot"
              style={{ background: MARKER_COLORS[item.kind] }}
              aria-hidden="true"
            />
            {item.label}
          </li>
        ))}
      </ul>
    </>
  );
}
