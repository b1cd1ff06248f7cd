import type { SwMessage } from './sw/messages';

/**
 * Registers the storefront's service worker (src/platform/sw/sw.ts) once the page has loaded, so
 * it never competes with the first screen: on the web only (never inside Telegram's Mini App,
 * whose pages Telegram keeps), and only in a build (development serves no worker). The worker is
 * told the language, now and whenever it changes, so its offline page speaks it.
 */
export function startServiceWorker(input: {
  telegram: boolean;
  lang: string;
  merchantId: number | null;
  onLanguage(listener: (lang: string) => void): void;
}) {
  if (input.telegram || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const tell = (lang: string) =>
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({
        type: 'storefront',
        lang,
        merchantId: input.merchantId,
      } satisfies SwMessage),
    );
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => tell(input.lang))
      .catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  input.onLanguage(tell);
}

/** This page's service worker registration, when the storefront has one (a build on the web). */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}
