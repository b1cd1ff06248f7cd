import Cookies from 'js-cookie';

/** The language cookie (spec section 9): 365 days, path /, SameSite=Lax, Secure only for cross-origin set-ups. */
export const LANGUAGE_COOKIE = 'lang';
const CROSS_ORIGIN = import.meta.env.VITE_CROSS_ORIGIN === 'true';

export function readLanguageCookie(): string | null {
  return Cookies.get(LANGUAGE_COOKIE) ?? null;
}

export function writeLanguageCookie(lang: string): void {
  Cookies.set(LANGUAGE_COOKIE, lang, { expires: 365, path: '/', sameSite: 'Lax', secure: CROSS_ORIGIN });
}
