import 'leaflet/dist/leaflet.css';
import { useState } from 'react';
import {
  CircleMarker,
  MapContainer,
  Polygon,
  TileLayer,
  Tooltip,
  useMapEvents,
  ZoomControl,
} from 'react-leaflet';
import { MARKER_COLORS, type MapViewProps } from './map-types';

const COLORS = MARKER_COLORS;

function Events({ onPick, onZoom }: { onPick?: MapViewProps['onPick']; onZoom: (zoom: number) => void }) {
  useMapEvents({
    click: (e) => onPick?.([e.latlng.lat, e.latlng.lng]),
    zoomend: (e) => onZoom(e.target.getZoom()),
  });
  return null;
}

/** Leaflet: zones, markers and picking work without tiles; a missing tile shows the notice. */
export default function LeafletMap({
  center,
  zoom = 12,
  zones = [],
  markers = [],
  onPick,
  height,
  label,
  offlineNotice,
  zoomLabels,
}: MapViewProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  // the settled zoom level (after any animation), for anyone who needs to know the map is still
  const [settledZoom, setSettledZoom] = useState(zoom);
  return (
    <div
      className="map"
      style={{ height }}
      role="application"
      aria-label={label}
      data-provider="leaflet"
      data-zoom={settledZoom}
    >
      <MapContainer
        center={center}
        zoom={zoom}
        style={{ height: '100%', width: '100%' }}
        attributionControl={false}
        zoomControl={false}
      >
        {/* Leaflet's own buttons, named in the page's language */}
        <ZoomControl
          position="topleft"
          {...(zoomLabels ? { zoomInTitle: zoomLabels.in, zoomOutTitle: zoomLabels.out } : {})}
        />
        <TileLayer
          url="https://tile.openstreetmap.org/{z}/{x}/{y}.png"
          eventHandlers={{ tileerror: () => setTilesFailed(true) }}
        />
        {zones.map((z) => (
          <Polygon
            key={z.id}
            positions={z.polygon as [number, number][]}
            pathOptions={{ color: z.color, fillOpacity: 0.15, weight: 2 }}
          >
            <Tooltip>{z.label}</Tooltip>
          </Polygon>
        ))}
        {markers.map((m) => (
          <CircleMarker
            key={m.id}
            center={m.position}
            radius={m.kind === 'branch' ? 10 : 8}
            pathOptions={{ color: '#fff', weight: 3, fillColor: COLORS[m.kind], fillOpacity: 1 }}
            eventHandlers={m.onClick ? { click: m.onClick } : {}}
          >
            <Tooltip>{m.label}</Tooltip>
          </CircleMarker>
        ))}
        <Events onPick={onPick} onZoom={setSettledZoom} />
      </MapContainer>
      {tilesFailed && (
        <p className="map-notice" role="status">
          {offlineNotice}
        </p>
      )}
    </div>
  );
}
