/** What the storefront and its service worker say to each other, and what a push carries. */

export const OFFLINE_PAGE = '/offline.html';
export const OFFLINE_CACHE = 'offline';

/**
 * The storefront tells the worker its language and merchant, at the first visit and on every change
 * of language: the offline page is kept in that language and the menu in it is kept for offline.
 */
export type SwMessage = { type: 'storefront'; lang: string; merchantId: number | null };

/** The menu the storefront's first screen asks for (the head's early request, src/app/main.tsx). */
export const menuUrl = (lang: string) =>
  `/api/products/v1/overalls?type=WEB&lang=${encodeURIComponent(lang)}`;

/** A push of an order's step (server/notify): the merchant's name, the words, the order's page. */
export interface PushNotice {
  title: string;
  text: string;
  url: string;
}

/** The notice in a push's text, or null for anything else (a push that is not ours shows nothing). */
export function parsePush(text: string): PushNotice | null {
  try {
    const value = JSON.parse(text) as Partial<PushNotice>;
    if (typeof value.title !== 'string' || typeof value.text !== 'string') return null;
    // only a page of this storefront opens on a click
    const url =
      typeof value.url === 'string' && value.url.startsWith('/') && !value.url.startsWith('//')
        ? value.url
        : '/';
    return { title: value.title, text: value.text, url };
  } catch {
    return null;
  }
}
