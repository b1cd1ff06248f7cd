/** What the storefront and its service worker say to each other, and what a push carries. */

export const OFFLINE_PAGE = '/offline.html';
export const OFFLINE_CACHE = 'offline';

/** The storefront tells the worker its language: the offline page is kept in it. */
export type SwMessage = { type: 'language'; lang: string };

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
