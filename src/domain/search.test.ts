import { describe, expect, it } from 'vitest';
import { buildIndex, highlights, rank, search, toLatin } from './search';

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
  it('highlights a description only where a description counts: the start of a word of 4+ letters', () => {
    expect(highlights("Qo'y go'shti", 'osh', 'description')).toEqual([]);
    expect(highlights("Qo'y go'shti", "go'sht", 'description')).toEqual([[5, 12]]);
  });
});

describe('what a short word finds, and in what order', () => {
  const menu = [
    { id: 1, name: 'Sho‘rva', ru: 'Шурпа', eng: 'Shurpa', description: 'Qo‘y go‘shtli sho‘rva' },
    { id: 2, name: 'Qo‘y go‘shti shashlik', ru: 'Шашлык из баранины', eng: 'Lamb shashlik', description: '' },
    {
      id: 3,
      name: 'Toshkent oshi',
      ru: 'Ташкентский плов',
      eng: 'Tashkent plov',
      description: 'Mol go‘shti',
    },
    { id: 4, name: 'Moshxo‘rda', ru: 'Машхурда', eng: 'Mung bean soup', description: 'Mosh va guruch' },
    { id: 5, name: 'To‘y oshi', ru: 'Свадебный плов', eng: 'Wedding plov', description: 'Bayramona osh' },
    { id: 6, name: 'Manti', ru: 'Манты', eng: 'Manti', description: 'Go‘shtli manti' },
    { id: 7, name: 'Ayron', ru: 'Айран', eng: 'Ayran', description: 'Cold ayran with mint' },
    { id: 8, name: 'Muzqaymoq', ru: 'Мороженое', eng: 'Ice cream', description: '' },
    { id: 9, name: 'Qaymoqli somsa', ru: 'Самса со сливками', eng: 'Cream somsa', description: '' },
    { id: 10, name: 'Qaymoq', ru: 'Каймак', eng: 'Kaymak', description: '' },
  ];
  const index = buildIndex(
    menu,
    (d) => [d.name, d.ru, d.eng],
    (d) => [d.description],
  );
  const found = (q: string) => search(index, q).map((d) => d.id);

  it('"osh" finds the dishes named osh, not the words that merely hold its letters or its consonants', () => {
    // not go‘sht inside a name (2), nor in a description (1, 6), nor mosh (4), nor sho‘rva's "sh" (1)
    expect(found('osh')).toEqual([3, 5]);
    expect(found('ош')).toEqual([3, 5]);
  });
  it('"манты" is the manti, not the ayran whose description says "mint" (the same consonants)', () => {
    expect(found('манты')).toEqual([6]);
  });
  it('a whole word before the start of one, before a start by sound, before the inside of a word', () => {
    // qaymoq: the whole name (10), the start of qaymoqli (9), inside muzqaymoq (8)
    expect(found('qaymoq')).toEqual([10, 9, 8]);
    // plov by sound: палов ⇄ плов
    expect(found('палов')).toEqual([3, 5]);
  });
  it('finds by a description only from 4 letters, at the start of its words, after every name match', () => {
    expect(rank(index, 'go‘sht').map((h) => [h.item.id, h.byName])).toEqual([
      [2, true],
      [1, false],
      [3, false],
      [6, false],
    ]);
    expect(found('guru')).toEqual([4]);
    expect(found('gur')).toEqual([]);
    expect(found('ruch')).toEqual([]);
  });
  it("finds a long word's other endings in a description (баранина ⇄ баранины)", () => {
    const soups = buildIndex(
      [{ id: 1, name: 'Шурпа', description: 'Суп из баранины' }],
      (d) => [d.name],
      (d) => [d.description],
    );
    expect(search(soups, 'баранина').map((d) => d.id)).toEqual([1]);
    expect(search(soups, 'баран').map((d) => d.id)).toEqual([1]);
  });
  it('keeps the menu order among equal matches', () => {
    expect(found('shashlik')).toEqual([2]);
    expect(found('somsa')).toEqual([9]);
    expect(found('plov')).toEqual([3, 5]);
  });
});
