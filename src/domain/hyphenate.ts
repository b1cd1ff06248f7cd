import type { Lang } from './localized';

/**
 * Soft hyphens (U+00AD) between the syllables of long words, so a narrow card breaks
 * "Самар-кандский", never "Самаркандск / ий". Browsers hyphenate by themselves (`hyphens: auto`)
 * only where they carry the language's dictionary: none has Uzbek, and Chromium on Linux has
 * none at all. A soft hyphen is invisible unless the line breaks there, and is not part of the
 * text a screen reader reads or a search finds.
 *
 * Syllables by the school rules: a lone consonant between vowels starts the next syllable
 * (ma-ma); of two, one goes each way (Tosh-kent); й, ь, ъ and the Uzbek apostrophe stay with
 * what they follow (лень-ки, san'-at), a Russian adjective's -ск- starts its syllable
 * (Ташкент-ский); no part shorter than two letters. Uzbek Latin counts o‘,
 * g‘, sh, ch and ng as one letter each, and keeps three consonants' first two together
 * (do‘st-lik). English is left to the browser's dictionary.
 */
export const SOFT_HYPHEN = '\u00AD';

/** shorter words fit a card's line */
const MIN_WORD = 8;
const MIN_PART = 2;

const CYRILLIC_VOWELS = new Set('аеёиоуыэюяў');
const CYRILLIC_TAILS = new Set('йьъ');
const LATIN_VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const APOSTROPHES = /[ʻʼ'`‘’]/;

interface Unit {
  text: string;
  vowel: boolean;
  /** stays with the unit before it */
  tail: boolean;
}

function cyrillicUnits(word: string): Unit[] {
  return [...word].map((ch) => {
    const c = ch.toLowerCase();
    return { text: ch, vowel: CYRILLIC_VOWELS.has(c), tail: CYRILLIC_TAILS.has(c) };
  });
}

function uzbekUnits(word: string): Unit[] {
  const units: Unit[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] ?? '';
    const lower = c.toLowerCase();
    const next = chars[i + 1] ?? '';
    const after = (chars[i + 2] ?? '').toLowerCase();
    if ((lower === 'o' || lower === 'g') && APOSTROPHES.test(next)) {
      units.push({ text: c + next, vowel: lower === 'o', tail: false });
      i++;
    } else if ((lower === 's' || lower === 'c') && next.toLowerCase() === 'h') {
      units.push({ text: c + next, vowel: false, tail: false });
      i++;
    } else if (lower === 'n' && next.toLowerCase() === 'g' && LATIN_VOWELS.has(after)) {
      units.push({ text: c + next, vowel: false, tail: false });
      i++;
    } else if (APOSTROPHES.test(c)) {
      units.push({ text: c, vowel: false, tail: true });
    } else {
      units.push({ text: c, vowel: LATIN_VOWELS.has(lower), tail: false });
    }
  }
  return units;
}

/** Where, in units, the consonants between two vowels split: how many go with the first vowel. */
function splitAt(cluster: Unit[], uzbek: boolean): number {
  if (cluster.length === 0) return 0;
  if (cluster.length === 1) return cluster[0]?.tail ? 1 : 0;
  const last2 = cluster
    .slice(-2)
    .map((u) => u.text.toLowerCase())
    .join('');
  let at =
    uzbek && cluster.length >= 3
      ? cluster.length - 1
      : // an adjective's -ск- starts its syllable: Ташкент-ский
        !uzbek && cluster.length >= 3 && last2 === 'ск'
        ? cluster.length - 2
        : 1;
  while (at < cluster.length && cluster[at]?.tail) at++;
  return at;
}

function hyphenateWord(word: string, uzbek: boolean): string {
  const units = uzbek ? uzbekUnits(word) : cyrillicUnits(word);
  const vowels = units.flatMap((u, i) => (u.vowel ? [i] : []));
  const breaks = new Set<number>();
  for (let v = 0; v + 1 < vowels.length; v++) {
    const from = (vowels[v] ?? 0) + 1;
    const cluster = units.slice(from, vowels[v + 1]);
    breaks.add(from + splitAt(cluster, uzbek));
  }
  const letters = (n: number) => units.slice(0, n).reduce((sum, u) => sum + [...u.text].length, 0);
  const total = letters(units.length);
  let out = '';
  units.forEach((u, i) => {
    if (breaks.has(i) && letters(i) >= MIN_PART && total - letters(i) >= MIN_PART) out += SOFT_HYPHEN;
    out += u.text;
  });
  return out;
}

const WORD = /[\p{L}ʻʼ'`‘’]+/gu;
const CYRILLIC = /\p{Script=Cyrillic}/u;
const LATIN = /^[\p{Script=Latin}ʻʼ'`‘’]+$/u;

export function hyphenate(text: string, lang: Lang): string {
  return text.replace(WORD, (word) => {
    if ([...word.replace(/[ʻʼ'`‘’]/g, '')].length < MIN_WORD) return word;
    if (CYRILLIC.test(word)) return hyphenateWord(word, false);
    if (lang === 'uz' && LATIN.test(word)) return hyphenateWord(word, true);
    return word;
  });
}
