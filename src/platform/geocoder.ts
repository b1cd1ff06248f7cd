import type { Lang } from '../domain/localized';
import { yandexLang } from './map/choose-provider';
import type { LatLon } from './map/map-types';

/** What a geocoder found at a point: the street and, when it knows one, the house. */
export interface FoundAddress {
  streetName: string;
  houseNumber: string | null;
}

/**
 * The one port for reverse geocoding: a point and the customer's language in, a street and
 * house out, null when nothing answered (the customer types them).
 */
export type ReverseGeocoder = (point: LatLon, lang: Lang) => Promise<FoundAddress | null>;

export const YANDEX_GEOCODER_URL = 'https://geocode-maps.yandex.ru/1.x/';

interface YandexComponent {
  kind: string;
  name: string;
}

/** The street and house of Yandex Geocoder's first result (HTTP API 1.x, format=json). */
export function parseYandexAnswer(body: unknown): FoundAddress | null {
  const members = (body as { response?: { GeoObjectCollection?: { featureMember?: unknown[] } } }).response
    ?.GeoObjectCollection?.featureMember;
  const first = members?.[0] as
    | {
        GeoObject?: {
          metaDataProperty?: { GeocoderMetaData?: { Address?: { Components?: YandexComponent[] } } };
        };
      }
    | undefined;
  const parts = first?.GeoObject?.metaDataProperty?.GeocoderMetaData?.Address?.Components ?? [];
  const street = parts.find((c) => c.kind === 'street')?.name;
  if (!street) return null;
  return { streetName: street, houseNumber: parts.find((c) => c.kind === 'house')?.name ?? null };
}

/** Yandex Geocoder with the merchant's key; any failure is "nothing found". */
export function yandexGeocoder(
  apiKey: string,
  fetchFn: typeof fetch = fetch,
  base = YANDEX_GEOCODER_URL,
): ReverseGeocoder {
  return async ([latitude, longitude], lang) => {
    const url = new URL(base);
    url.search = new URLSearchParams({
      apikey: apiKey,
      // Yandex reads "longitude,latitude"
      geocode: `${longitude},${latitude}`,
      kind: 'house',
      results: '1',
      format: 'json',
      lang: yandexLang(lang),
    }).toString();
    try {
      const response = await fetchFn(url);
      return response.ok ? parseYandexAnswer(await response.json()) : null;
    } catch {
      return null;
    }
  };
}
