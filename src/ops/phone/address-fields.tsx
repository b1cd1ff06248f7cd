import { useTranslation } from 'react-i18next';
import type { Lang } from '../../domain/localized';
import { MapView } from '../../platform/map/map-view';
import type { LatLon } from '../../platform/map/map-types';
import { Field } from '../../ui/field';
import type { OrderAddress } from './phone-api';

export type DraftAddress = OrderAddress;

const PARTS = ['streetName', 'houseNumber', 'entrance', 'floor', 'office', 'domophone'] as const;

/**
 * Where a delivery goes: a point picked on the map (or a saved address chosen above) with the
 * street, house and doorway the courier needs; under it the zone that takes it and its price.
 */
export function AddressFields({
  address,
  onAddress,
  lang,
  center,
  zone,
}: {
  address: DraftAddress | null;
  onAddress: (a: DraftAddress | null) => void;
  lang: Lang;
  center: LatLon;
  /** the zone's branch and price, once the point is in one (undefined: not shown here) */
  zone?: string | null;
}) {
  const { t } = useTranslation('ops-phone');
  const point: LatLon | null = address ? [address.latitude, address.longitude] : null;
  return (
    <div className="stack">
      <MapView
        mapType="LEAFLET"
        yandexKey={null}
        lang={lang}
        center={point ?? center}
        zoom={13}
        height={220}
        label={t('map')}
        offlineNotice={t('mapOffline')}
        markers={point ? [{ id: 'to', position: point, label: t('deliverHere'), kind: 'point' }] : []}
        onPick={([latitude, longitude]) => onAddress({ ...(address ?? {}), latitude, longitude })}
      />
      {zone !== undefined && (
        <p className={zone ? 'open' : 'muted'} role="status">
          {zone ?? (address ? t('zoneChecking') : t('pickOnMap'))}
        </p>
      )}
      <div className="ops-phone__address">
        {PARTS.map((part) => (
          <Field key={part} label={t(`address.${part}`)}>
            <input
              value={(address?.[part] as string | null | undefined) ?? ''}
              disabled={!address}
              maxLength={part === 'streetName' ? 200 : 50}
              onChange={(e) => address && onAddress({ ...address, [part]: e.target.value || null })}
            />
          </Field>
        ))}
      </div>
    </div>
  );
}
