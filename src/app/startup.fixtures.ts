/** The start's data for its tests: a merchant, its web settings and layout, and its one city. */
import type { Bootstrap } from '../api/bootstrap';
import type { components } from '../api/schema';

export const merchant: components['schemas']['Merchant'] = { id: 7, name: 'Osh', sub: 'osh', isActive: true };
export const settings = {
  merchantId: 7,
  mainColor: '#F59E0B',
  mainColorType: 'light',
  mainLanguage: 'uz',
  productNavigationType: 'POP_UP',
  basketPosition: 'FLOATING_OVER_PRODUCT',
} as Bootstrap['settings'];
export const layout = { version: 1, pages: {} };
export const cities: components['schemas']['City'][] = [
  {
    id: 1,
    name: { uz: 'Toshkent', ru: 'Ташкент', eng: 'Tashkent' },
    latitude: 41.3,
    longitude: 69.2,
    isMain: true,
  },
];
