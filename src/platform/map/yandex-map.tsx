import { Map, Placemark, Polygon, YMaps } from '@pbe/react-yandex-maps';
import { MARKER_COLORS, type MapViewProps } from './map-types';

/** Yandex Maps through @pbe/react-yandex-maps; width and height always given (React 19). */
export default function YandexMap({
  center,
  zoom = 12,
  zones = [],
  markers = [],
  onPick,
  height,
  label,
  apiKey,
  lang,
  onFail,
}: MapViewProps & { apiKey: string; lang: string; onFail: () => void }) {
  return (
    <div className="map" style={{ height }} role="application" aria-label={label} data-provider="yandex">
      <YMaps query={{ apikey: apiKey, lang: lang as 'ru_RU' }}>
        <Map
          defaultState={{ center, zoom }}
          width="100%"
          height="100%"
          onLoad={() => undefined}
          onError={onFail}
          onClick={(e: { get: (k: string) => number[] }) => {
            const [lat, lon] = e.get('coords') as [number, number];
            onPick?.([lat, lon]);
          }}
        >
          {zones.map((z) => (
            <Polygon
              key={z.id}
              geometry={[z.polygon]}
              options={{ fillColor: z.color, fillOpacity: 0.15, strokeColor: z.color }}
            />
          ))}
          {markers.map((m) => (
            <Placemark
              key={m.id}
              geometry={m.position}
              properties={{ hintContent: m.label }}
              // each kind in its colour, as on the Leaflet map and in the legends
              options={{ preset: 'islands#circleDotIcon', iconColor: MARKER_COLORS[m.kind] }}
            />
          ))}
        </Map>
      </YMaps>
    </div>
  );
}
