import { formatSum } from '../../src/domain/money';
import { localized, type Lang, type LocalizedText } from '../../src/domain/localized';
import { fail, HttpError, MESSAGES, type ErrorCode } from '../http/errors';

/**
 * The order refusals that name a dish or a sum, worded in each language with that language's own
 * dish name and formatted sums: "Этот товар недоступен: Халва", never "…: Halva"; "Минимальная
 * сумма заказа — 50 000 сум: добавьте ещё на 20 000 сум", never "50000 (+20000)". The English
 * words are also the body's `message`, in the spec's own ('Select minimum', 'Select up
 * to', 'Not enough products! Maximum amount', 'This product is not available').
 */
type Words = Record<Lang, string>;

/** Sums as the storefront prints them, with ordinary spaces (the text may be read aloud or logged). */
const sum = (amount: number, lang: Lang) => formatSum(amount, lang).replace(/\u00a0/g, ' ');

const quoted: Words = { uz: '«{}»', ru: '«{}»', en: '“{}”' };
const quote = (name: string, lang: Lang) => quoted[lang].replace('{}', name);

function refusal(code: ErrorCode, words: (lang: Lang) => string): HttpError {
  const text: LocalizedText = { uz: words('uz'), ru: words('ru'), eng: words('en') };
  return new HttpError(422, code, text.eng, text);
}

/** A dish name in one language (the nearest filled one when that language has none). */
const nameIn = (name: Partial<LocalizedText> | null | undefined, lang: Lang) => localized(name, lang);

const MENU_WORDS = MESSAGES.PRODUCT_NOT_AVAILABLE;
const notAvailable: Words = { en: MENU_WORDS[0], uz: MENU_WORDS[1], ru: MENU_WORDS[2] };

/**
 * The dish (and, when given, its modifier) cannot be ordered here and now: gone from the menu, on
 * the stop-list, not sold on this channel. `fallback` names a dish the menu does not know (its id).
 */
export function dishNotAvailable(
  dish: Partial<LocalizedText> | null | undefined,
  modifier?: Partial<LocalizedText> | null,
  fallback?: string,
): HttpError {
  if (!dish) return fail(422, 'PRODUCT_NOT_AVAILABLE', fallback);
  return refusal('PRODUCT_NOT_AVAILABLE', (lang) => {
    const name = modifier ? `${nameIn(dish, lang)}: ${nameIn(modifier, lang)}` : nameIn(dish, lang);
    return `${notAvailable[lang]}: ${name}`;
  });
}

/** A modifier the dish does not have (a stale basket): the dish named, the modifier unknown. */
export function unknownModifier(dish: Partial<LocalizedText>): HttpError {
  const unknown: Words = { uz: "qo'shimcha topilmadi", ru: 'такой добавки нет', en: 'no such option' };
  return refusal('PRODUCT_NOT_AVAILABLE', (lang) => `${nameIn(dish, lang)}: ${unknown[lang]}`);
}

const AT_LEAST: Words = {
  uz: '{group} guruhidan kamida {n} ta tanlang',
  ru: 'выберите в группе {group} не меньше {n}',
  en: 'Select minimum {n} in {group}',
};
const AT_MOST: Words = {
  uz: "{group} guruhidan ko'pi bilan {n} ta tanlang",
  ru: 'выберите в группе {group} не больше {n}',
  en: 'Select up to {n} in {group}',
};
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** A modifier group of a dish has fewer choices than its minimum, or more than its maximum. */
export function groupChoices(
  kind: 'min' | 'max',
  dish: Partial<LocalizedText>,
  group: Partial<LocalizedText> | null | undefined,
  count: number,
): HttpError {
  const code = kind === 'min' ? 'SELECT_MINIMUM' : 'SELECT_UP_TO';
  return refusal(code, (lang) => {
    const rule = fill((kind === 'min' ? AT_LEAST : AT_MOST)[lang], {
      group: quote(nameIn(group, lang) || nameIn(dish, lang), lang),
      n: count,
    });
    return `${nameIn(dish, lang)}: ${rule}`;
  });
}

const MODIFIER_AT_MOST: Words = {
  uz: "{modifier}: ko'pi bilan {n} ta",
  ru: '{modifier} — не больше {n}',
  en: 'Select up to {n} of {modifier}',
};

/** One modifier chosen more times than it may be. */
export function modifierAtMost(
  dish: Partial<LocalizedText>,
  modifier: Partial<LocalizedText>,
  count: number,
): HttpError {
  return refusal(
    'SELECT_UP_TO',
    (lang) =>
      `${nameIn(dish, lang)}: ${fill(MODIFIER_AT_MOST[lang], { modifier: quote(nameIn(modifier, lang), lang), n: count })}`,
  );
}

const STOCK: Words = {
  uz: "{dish}: ko'pi bilan {n} ta buyurtma qilish mumkin",
  ru: '{dish}: можно заказать не больше {n}',
  en: 'Not enough products! Maximum amount of {dish}: {n}',
};

/** More of a dish than is left. */
export function notEnough(dish: Partial<LocalizedText>, left: number): HttpError {
  return refusal('NOT_ENOUGH_PRODUCTS', (lang) => fill(STOCK[lang], { dish: nameIn(dish, lang), n: left }));
}

const MIN_ORDER: Words = {
  uz: "Eng kam buyurtma summasi — {least}: yana {missing}lik mahsulot qo'shing",
  ru: 'Минимальная сумма заказа — {least}: добавьте ещё на {missing}',
  en: 'The minimum order is {least}: add {missing} more',
};

/** A delivery under its zone's minimum: the minimum, and how much more to add, as sums. */
export function underMinimum(least: number, missing: number): HttpError {
  return refusal('MIN_ORDER', (lang) =>
    fill(MIN_ORDER[lang], { least: sum(least, lang), missing: sum(missing, lang) }),
  );
}
