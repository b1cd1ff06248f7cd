import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localized, inLanguage } from '../../../domain/localized';
import { useStorefront } from '../../../tenant/storefront-context';
import { BRANCHES_CENTRE } from '../../../platform/map/choose-provider';
import type { LatLon, MapMarker } from '../../../platform/map/map-types';
import { MapView } from '../../../platform/map/map-view';
import { branchesQuery, zonesQuery } from '../places.queries';

/** The merchant's map: branches and delivery zones, the customer and a picked point. */
export function PlacesMap({
  center,
  zoom,
  picked,
  onPick,
  onBranch,
  height = '60dvh',
  showZones = true,
  extraMarkers = [],
}: {
  center?: LatLon;
  zoom?: number;
  picked?: LatLon | null;
  onPick?: (p: LatLon) => void;
  onBranch?: (id: number) => void;
  height?: string | number;
  showZones?: boolean;
  extraMarkers?: MapMarker[];
}) {
  const { t } = useTranslation('places');
  const { api, merchant, settings, lang, storage } = useStorefront();
  const { data: branches = [] } = useQuery(branchesQuery(api, merchant.id));
  const { data: zones = [] } = useQuery({ ...zonesQuery(api, merchant.id), enabled: showZones });
  const position = storage.get('position');
  const markers: MapMarker[] = [
    ...branches.map((b) => ({
      id: `b${b.id}`,
      position: [b.latitude, b.longitude] as LatLon,
      label: localized(b.name, lang),
      kind: 'branch' as const,
      ...(onBranch ? { onClick: () => onBranch(b.id) } : {}),
    })),
    ...(position
      ? [
          {
            id: 'me',
            position: [position.latitude, position.longitude] as LatLon,
            label: t('you'),
            kind: 'user' as const,
          },
        ]
      : []),
    ...(picked ? [{ id: 'picked', position: picked, label: t('picked'), kind: 'point' as const }] : []),
    ...extraMarkers,
  ];
  return (
    <MapView
      mapType={settings.mapType}
      yandexKey={settings.yandexMapKey}
      lang={lang}
      center={center ?? BRANCHES_CENTRE}
      {...(zoom !== undefined ? { zoom } : {})}
      zones={
        showZones
          ? zones.map((z) => ({
              id: z.id,
              polygon: z.polygon,
              color: z.color,
              label: inLanguage(z.name, z.nameTranslations, lang),
            }))
          : []
      }
      markers={markers}
      {...(onPick ? { onPick } : {})}
      height={height}
      label={t('map')}
      offlineNotice={t('offline')}
      zoomLabels={{ in: t('zoomIn'), out: t('zoomOut') }}
    />
  );
}
