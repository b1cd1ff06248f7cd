import { describe, expect, it } from 'vitest';
import { cityOfPoint, defaultCity } from './city';

const tashkent = { id: 1, latitude: 41.311, longitude: 69.279 };
const samarkand = { id: 2, latitude: 39.654, longitude: 66.975 };
const bukhara = { id: 3, latitude: 39.767, longitude: 64.423 };
const cities = [tashkent, samarkand, bukhara];

describe('the default city (spec section 4)', () => {
  it("is the merchant's main city when it has one", () => {
    expect(defaultCity(cities, 3, 2)).toBe(bukhara);
  });
  it("else the city of the customer's address", () => {
    expect(defaultCity(cities, null, 2)).toBe(samarkand);
    expect(defaultCity(cities, 99, 2)).toBe(samarkand);
  });
  it('else the first city, and none without cities', () => {
    expect(defaultCity(cities, null, null)).toBe(tashkent);
    expect(defaultCity([], 1, 2)).toBe(null);
  });
});

describe('the city a delivery address is in', () => {
  it('is the city whose centre is nearest', () => {
    // Registon square, Samarkand; Chilonzor, Tashkent; Lyabi-Hauz, Bukhara
    expect(cityOfPoint(cities, { latitude: 39.6547, longitude: 66.9758 })).toBe(samarkand);
    expect(cityOfPoint(cities, { latitude: 41.285, longitude: 69.204 })).toBe(tashkent);
    expect(cityOfPoint(cities, { latitude: 39.774, longitude: 64.42 })).toBe(bukhara);
  });
  it('is none without an address or without cities that say where they are', () => {
    expect(cityOfPoint(cities, null)).toBe(null);
    expect(cityOfPoint([{ id: 9 }], { latitude: 41, longitude: 69 })).toBe(null);
  });
});
