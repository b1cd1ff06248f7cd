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

/** The city a point is in, as far as the cities say: the one whose centre is nearest. */
export function cityOfPoint<C extends CityLike & { latitude?: number | null; longitude?: number | null }>(
  cities: readonly C[],
  point: { latitude: number; longitude: number } | null | undefined,
): C | null {
  if (!point) return null;
  let best: C | null = null;
  let bestDistance = Infinity;
  for (const city of cities) {
    if (city.latitude == null || city.longitude == null) continue;
    // near enough to a plane at a city's scale: longitude shrinks with the latitude
    const dLat = city.latitude - point.latitude;
    const dLon = (city.longitude - point.longitude) * Math.cos((point.latitude * Math.PI) / 180);
    const distance = dLat * dLat + dLon * dLon;
    if (distance < bestDistance) [best, bestDistance] = [city, distance];
  }
  return best;
}
