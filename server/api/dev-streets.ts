import { haversineMeters } from '../../src/domain/geo';
import type { Lang } from '../../src/domain/localized';

/**
 * The development geocoder: a handful of real Tashkent streets, each as a straight line between
 * two points, named in the storefront's three languages. Good enough to show a customer a street
 * and a house for a tapped point where the seeded merchants deliver; Yandex Geocoder does this
 * for real when the merchant has a key.
 */
interface Street {
  name: Record<Lang, string>;
  from: [number, number];
  to: [number, number];
  /** house numbers along the line, from → to */
  houses: number;
}

const STREETS: readonly Street[] = [
  {
    name: { uz: "Amir Temur shoh ko'chasi", ru: 'проспект Амира Темура', en: 'Amir Temur Avenue' },
    from: [41.311, 69.2795],
    to: [41.3655, 69.2875],
    houses: 140,
  },
  {
    name: { uz: "Bunyodkor shoh ko'chasi", ru: 'проспект Бунёдкор', en: 'Bunyodkor Avenue' },
    from: [41.2605, 69.1985],
    to: [41.3035, 69.2455],
    houses: 60,
  },
  {
    name: { uz: "Qatortol ko'chasi", ru: 'улица Катартал', en: 'Qatortol Street' },
    from: [41.2955, 69.1985],
    to: [41.2665, 69.2215],
    houses: 80,
  },
  {
    name: { uz: "Chilonzor ko'chasi", ru: 'улица Чиланзар', en: 'Chilonzor Street' },
    from: [41.2925, 69.1705],
    to: [41.2785, 69.2335],
    houses: 90,
  },
  {
    name: { uz: "Alisher Navoiy ko'chasi", ru: 'улица Алишера Навои', en: 'Alisher Navoi Street' },
    from: [41.3125, 69.2405],
    to: [41.3245, 69.2755],
    houses: 50,
  },
  {
    name: { uz: "Shota Rustaveli ko'chasi", ru: 'улица Шота Руставели', en: 'Shota Rustaveli Street' },
    from: [41.2975, 69.2685],
    to: [41.2645, 69.2545],
    houses: 150,
  },
  {
    name: { uz: "Mirobod ko'chasi", ru: 'улица Мирабад', en: 'Mirobod Street' },
    from: [41.2995, 69.2805],
    to: [41.2835, 69.2905],
    houses: 70,
  },
  {
    name: { uz: "Buyuk Ipak Yo'li ko'chasi", ru: 'улица Буюк Ипак Йули', en: 'Buyuk Ipak Yoli Street' },
    from: [41.3255, 69.3005],
    to: [41.3465, 69.3545],
    houses: 160,
  },
  {
    name: { uz: "Farg'ona yo'li ko'chasi", ru: 'Ферганское шоссе', en: 'Fergana Road' },
    from: [41.3005, 69.3105],
    to: [41.2755, 69.3655],
    houses: 120,
  },
  {
    name: { uz: "Labzak ko'chasi", ru: 'улица Лабзак', en: 'Labzak Street' },
    from: [41.3245, 69.2545],
    to: [41.3425, 69.2705],
    houses: 100,
  },
  {
    name: { uz: "Beruniy ko'chasi", ru: 'улица Беруни', en: 'Beruniy Street' },
    from: [41.3445, 69.2005],
    to: [41.3505, 69.2455],
    houses: 80,
  },
  {
    name: { uz: "Shayxontohur ko'chasi", ru: 'улица Шайхантахур', en: 'Shaykhontohur Street' },
    from: [41.3305, 69.2205],
    to: [41.3215, 69.2505],
    houses: 60,
  },
  {
    name: { uz: "Yunusobod ko'chasi", ru: 'улица Юнусабад', en: 'Yunusobod Street' },
    from: [41.3555, 69.2725],
    to: [41.3805, 69.2985],
    houses: 90,
  },
  {
    name: { uz: "Mustaqillik shoh ko'chasi", ru: 'проспект Мустакиллик', en: 'Mustaqillik Avenue' },
    from: [41.3155, 69.2875],
    to: [41.3385, 69.3395],
    houses: 110,
  },
];

/** Streets further than this from the point are not its street. */
const NEAR_METRES = 2500;

/** The nearest seeded street and the house at the nearest point on it, or null when none is near. */
export function nearestStreet(
  latitude: number,
  longitude: number,
  lang: Lang,
): { streetName: string; houseNumber: string } | null {
  let best: { street: Street; along: number; metres: number } | null = null;
  for (const street of STREETS) {
    const [a, b] = [street.from, street.to];
    const dx = b[1] - a[1];
    const dy = b[0] - a[0];
    const along = Math.min(
      1,
      Math.max(0, ((longitude - a[1]) * dx + (latitude - a[0]) * dy) / (dx * dx + dy * dy)),
    );
    const metres = haversineMeters([latitude, longitude], [a[0] + dy * along, a[1] + dx * along]);
    if (!best || metres < best.metres) best = { street, along, metres };
  }
  if (!best || best.metres > NEAR_METRES) return null;
  return {
    streetName: best.street.name[lang],
    houseNumber: String(1 + Math.round(best.along * (best.street.houses - 1))),
  };
}
