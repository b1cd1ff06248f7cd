import { describe, expect, it } from 'vitest';
import { buildIndex, highlights, search, toLatin } from './search';

const dishes = [
  {
    id: 1,
    name: { uz: 'Toshkent oshi', ru: 'Ташкентский плов', eng: 'Tashkent plov' },
    description: { uz: 'Guruch va sabzi', ru: 'Рис и морковь', eng: 'Rice and carrots' },
  },
  {
    id: 2,
    name: { uz: 'Tandir somsa', ru: 'Самса из тандыра', eng: 'Tandoor somsa' },
    description: { uz: "Qo'y go'shti", ru: 'Баранина', eng: 'Lamb' },
  },
  {
    id: 3,
    name: { uz: "Lag'mon", ru: 'Лагман', eng: 'Lagman' },
    description: { uz: "Qo'lda cho'zilgan", ru: 'Тянутая лапша', eng: 'Hand-pulled noodles' },
  },
  {
    id: 4,
    name: { uz: 'Qovurma lag‘mon', ru: 'Жареный лагман', eng: 'Fried lagman' },
    description: { uz: '', ru: '', eng: '' },
  },
];
const index = buildIndex(
  dishes,
  (d) => [d.name.uz, d.name.ru, d.name.eng],
  (d) => [d.description.uz, d.description.ru, d.description.eng],
);
const ids = (q: string) => search(index, q).map((d) => d.id);

describe('menu search', () => {
  it('transliterates Uzbek and Russian Cyrillic', () => {
    expect(toLatin("Qo'y go'shti")).toBe('qoy goshti');
    expect(toLatin('Ҳалим ўзбекча')).toBe('halim ozbekcha');
  });
  it.each(['palov', 'палов', 'плов', 'plov'])('finds plov with %s', (q) => {
    expect(ids(q)).toEqual([1]);
  });
  it.each(['somsa', 'сомса', 'самса', 'SOMSA'])('finds somsa with %s', (q) => {
    expect(ids(q)).toEqual([2]);
  });
  it("finds lag'mon with or without the apostrophe, in both scripts", () => {
    expect(ids('lagmon')).toEqual([3, 4]);
    expect(ids('лагман')).toEqual([3, 4]);
    expect(ids('lag‘mon qovurma')).toEqual([4]);
  });
  it('searches descriptions, needs every word, and answers nothing for nothing', () => {
    expect(ids('баранина')).toEqual([2]);
    expect(ids('somsa lagman')).toEqual([]);
    expect(ids('  ')).toEqual([]);
  });
  it("ranks a dish whose name matches above one whose description does, whatever the menu's order", () => {
    const menu = [
      { id: 10, name: 'Mastava', description: 'Guruchli sho‘rva, go‘sht bilan' },
      { id: 11, name: 'Go‘shtli somsa', description: 'Tandirda' },
    ];
    const byName = buildIndex(
      menu,
      (d) => [d.name],
      (d) => [d.description],
    );
    expect(search(byName, 'go‘sht').map((d) => d.id)).toEqual([11, 10]);
    expect(search(byName, 'гўшт').map((d) => d.id)).toEqual([11, 10]);
  });
  it('highlights the matching words', () => {
    expect(highlights('Tandir somsa', 'самса')).toEqual([[7, 12]]);
  });
});
