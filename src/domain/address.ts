/** The words of an address beside its point, in the order a form asks for them. */
export const ADDRESS_DETAILS = [
  'streetName',
  'houseNumber',
  'entrance',
  'floor',
  'office',
  'domophone',
  'description',
  'comment',
] as const;

/** The filled-in words of an address, by name (empty ones left out): what an order or the device keeps. */
export function addressDetails(
  a: Partial<Record<(typeof ADDRESS_DETAILS)[number], string | null | undefined>>,
): Partial<Record<(typeof ADDRESS_DETAILS)[number], string>> {
  return Object.fromEntries(ADDRESS_DETAILS.flatMap((k) => (a[k] ? [[k, a[k]]] : [])));
}

/** The words `addressLine` puts before entrance, floor and apartment, in the page's language. */
export const addressWords = (t: (key: string) => string) => ({
  entrance: t('address.entrance'),
  floor: t('address.floor'),
  apartment: t('address.apartment'),
});

/** A delivery address as the customer gave it: a point, and the words a courier needs. */
export interface AddressLike {
  latitude: number;
  longitude: number;
  streetName?: string | null;
  houseNumber?: string | null;
  entrance?: string | null;
  floor?: string | null;
  office?: string | null;
  description?: string | null;
}

/**
 * One line a courier can follow: "Bunyodkor ko'chasi 12, entrance 2, floor 3, apt. 41, by the
 * pharmacy". Only a bare point reads as coordinates.
 */
export function addressLine(
  a: AddressLike,
  words: { entrance: string; floor: string; apartment: string },
): string {
  const street = [a.streetName, a.houseNumber].filter((p) => p?.trim()).join(' ');
  return (
    [
      street,
      a.entrance?.trim() && `${words.entrance} ${a.entrance.trim()}`,
      a.floor?.trim() && `${words.floor} ${a.floor.trim()}`,
      a.office?.trim() && `${words.apartment} ${a.office.trim()}`,
      a.description?.trim(),
    ]
      .filter(Boolean)
      .join(', ') || `${a.latitude.toFixed(4)}, ${a.longitude.toFixed(4)}`
  );
}
