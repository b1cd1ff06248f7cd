/**
 * Which map to draw. Yandex (YANDEX, LAMENU_YANDEX) needs its script and a key; without a key
 * its loader would fail (spec section 8), so it is not loaded at all and Leaflet draws the map,
 * quietly: that is the designed path for a merchant without a key, not an error. Any failure
 * to load Yandex hands over to Leaflet too. Leaflet draws zones, branches and points even when
 * no tile loads (a plain background).
 */
export type MapProvider = 'YANDEX' | 'LEAFLET';

export function chooseMapProvider(
  mapType: string | null | undefined,
  yandexKey: string | null | undefined,
  yandexFailed: boolean,
): MapProvider {
  const wantsYandex = mapType === 'YANDEX' || mapType === 'LAMENU_YANDEX' || !mapType;
  return wantsYandex && !!yandexKey && !yandexFailed ? 'YANDEX' : 'LEAFLET';
}

/** Yandex's language parameter from the UI language (spec default ru_RU). */
export const yandexLang = (lang: string) => (lang === 'uz' ? 'uz_UZ' : lang === 'en' ? 'en_US' : 'ru_RU');

export const BRANCHES_CENTRE: [number, number] = [41.32, 69.24];
export const ADDRESS_CENTRE: [number, number] = [41.31, 69.28];
