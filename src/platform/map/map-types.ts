export type LatLon = [number, number];

export interface MapZone {
  id: number;
  polygon: number[][];
  color: string;
  label: string;
}

/** Each kind of marker's colour, on every map and in its legend. */
export const MARKER_COLORS = {
  branch: '#B42318',
  user: '#1D4ED8',
  point: '#111111',
  courier: '#067647',
  /** a delivery service's performer (Yandex), beside the restaurant's own couriers */
  performer: '#B54708',
} as const;

export interface MapMarker {
  id: string;
  position: LatLon;
  label: string;
  kind: keyof typeof MARKER_COLORS;
  onClick?: () => void;
}

export interface MapViewProps {
  center: LatLon;
  zoom?: number;
  zones?: MapZone[];
  markers?: MapMarker[];
  onPick?: (point: LatLon) => void;
  height: number | string;
  label: string;
  /** shown when the map's provider could not load (tiles or script) */
  offlineNotice: string;
  /** the zoom buttons' names, in the page's language */
  zoomLabels?: { in: string; out: string };
}
