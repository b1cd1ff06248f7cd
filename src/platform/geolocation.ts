export interface Position {
  latitude: number;
  longitude: number;
}

export type GeolocationResult =
  { ok: true; position: Position } | { ok: false; reason: 'denied' | 'unavailable' };

/** Browser geolocation as a promise; refusal and absence are values, not errors. */
export function currentPosition(timeoutMs = 10_000): Promise<GeolocationResult> {
  if (typeof navigator === 'undefined' || !navigator.geolocation)
    return Promise.resolve({ ok: false, reason: 'unavailable' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ ok: true, position: { latitude: p.coords.latitude, longitude: p.coords.longitude } }),
      (error) =>
        resolve({ ok: false, reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: timeoutMs, maximumAge: 5 * 60_000 },
    );
  });
}
