import { serviceWorkerRegistration } from './service-worker';

export interface PushSubscriptionBody {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** Where the browser stands: no web push here, blocked by the customer, already on, or not asked yet. */
export type PushState = 'unsupported' | 'denied' | 'subscribed' | 'ask';

const supported = () => typeof window !== 'undefined' && 'PushManager' in window && 'Notification' in window;

/** The browser's answer for this storefront, and this device's subscription when it has one. */
export async function pushState(): Promise<{ state: PushState; subscription: PushSubscriptionBody | null }> {
  const registration = supported() ? await serviceWorkerRegistration() : null;
  if (!registration) return { state: 'unsupported', subscription: null };
  if (Notification.permission === 'denied') return { state: 'denied', subscription: null };
  const existing =
    Notification.permission === 'granted' ? await registration.pushManager.getSubscription() : null;
  return existing
    ? { state: 'subscribed', subscription: bodyOf(existing) }
    : { state: 'ask', subscription: null };
}

export class PushDenied extends Error {}

/** Asks the customer (a tap's answer, never on load), then subscribes this device with the server's key. */
export async function subscribePush(publicKey: string): Promise<PushSubscriptionBody> {
  const registration = await serviceWorkerRegistration();
  if (!registration) throw new Error('no service worker');
  if ((await Notification.requestPermission()) !== 'granted') throw new PushDenied();
  await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: fromBase64Url(publicKey),
    }));
  return bodyOf(subscription);
}

function bodyOf(subscription: PushSubscription): PushSubscriptionBody {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const bytes = atob(base64);
  const out = new Uint8Array(new ArrayBuffer(bytes.length));
  for (let i = 0; i < bytes.length; i++) out[i] = bytes.charCodeAt(i);
  return out;
}
