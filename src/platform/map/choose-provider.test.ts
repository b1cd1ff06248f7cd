import { describe, expect, it } from 'vitest';
import { chooseMapProvider, yandexLang } from './choose-provider';

describe('map provider choice', () => {
  it('mapType and yandexMapKey: Yandex only with a key and while its script loads', () => {
    expect(chooseMapProvider('YANDEX', 'key', false)).toBe('YANDEX');
    expect(chooseMapProvider('LAMENU_YANDEX', 'key', false)).toBe('YANDEX');
    expect(chooseMapProvider('YANDEX', null, false)).toBe('LEAFLET');
    expect(chooseMapProvider('YANDEX', 'key', true)).toBe('LEAFLET');
    expect(chooseMapProvider('LEAFLET', 'key', false)).toBe('LEAFLET');
  });
  it('speaks the UI language', () => {
    expect(yandexLang('uz')).toBe('uz_UZ');
    expect(yandexLang('ru')).toBe('ru_RU');
    expect(yandexLang('en')).toBe('en_US');
  });
});
