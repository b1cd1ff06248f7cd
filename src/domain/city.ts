/** Default city (spec section 4): the merchant's main city, else the city of the user's address, else the first. */
export interface CityLike {
  id: number;
}
export function defaultCity<C extends CityLike>(
  cities: readonly C[],
  mainCityId: number | null | undefined,
  addressCityId: number | null | undefined,
): C | null {
  return (
    cities.find((c) => c.id === mainCityId) ?? cities.find((c) => c.id === addressCityId) ?? cities[0] ?? null
  );
}
