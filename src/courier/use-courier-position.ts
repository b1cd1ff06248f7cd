import { useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../api/client';
import type { components } from '../api/schema';
import type { TenantStorage } from '../platform/storage';
import { positionSender, type Fix } from './position-sender';

export interface CourierStored {
  courierToken: string;
  courierStaff: components['schemas']['StaffMember'];
  /** positions not yet sent (the phone was offline) */
  courierFixes: Fix[];
}

/**
 * While `active` (on shift with an order on the way) follows the phone's position (watchPosition)
 * and sends it, at most every 5 s and 20 m; positions the server could not get wait in storage and
 * go when the connection is back. Returns what the courier is told: sharing, waiting, refused.
 */
export function useCourierPosition(api: ApiClient, storage: TenantStorage<CourierStored>, active: boolean) {
  const [waiting, setWaiting] = useState(() => storage.get('courierFixes')?.length ?? 0);
  const [denied, setDenied] = useState(false);
  const sender = useRef<ReturnType<typeof positionSender> | null>(null);
  sender.current ??= positionSender({
    load: () => storage.get('courierFixes') ?? [],
    save: (queue) => storage.set('courierFixes', queue),
    onQueue: setWaiting,
    send: async (fix) => {
      const { response } = await api.POST('/courier/v1/position', { body: fix });
      // a 4xx (off shift, too old) will not pass later either: dropped; no answer or a 5xx: kept
      return response.status < 500;
    },
  });
  useEffect(() => {
    const send = sender.current;
    if (!send) return;
    const online = () => void send.flush();
    window.addEventListener('online', online);
    void send.flush();
    if (!active || !navigator.geolocation) return () => window.removeEventListener('online', online);
    const watch = navigator.geolocation.watchPosition(
      (p) => {
        setDenied(false);
        send.push({
          latitude: p.coords.latitude,
          longitude: p.coords.longitude,
          accuracy: Number.isFinite(p.coords.accuracy) ? p.coords.accuracy : null,
          at: new Date(p.timestamp || Date.now()).toISOString(),
        });
      },
      (error) => setDenied(error.code === error.PERMISSION_DENIED),
      { enableHighAccuracy: true, maximumAge: 5_000 },
    );
    return () => {
      navigator.geolocation.clearWatch(watch);
      window.removeEventListener('online', online);
    };
  }, [active]);
  return { waiting, denied };
}
