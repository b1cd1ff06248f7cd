/**
 * Menu search across uz, ru and en with Uzbek Latin ⇄ Cyrillic transliteration and Russian
 * spellings: text and query are both brought to one Latin form, and a consonant skeleton
 * catches vowel differences (palov ⇄ плов ⇄ plov, somsa ⇄ сомса ⇄ самса).
 */
const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'yo',
  ж: 'j',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'x',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'i',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  ў: 'o',
  қ: 'q',
  ғ: 'g',
  ҳ: 'h',
};

export function toLatin(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += CYRILLIC[ch] ?? ch;
  return out.replace(/[ʻʼ'`‘’]/g, '');
}

export function tokens(text: string): string[] {
  return toLatin(text)
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);
}

/** Consonants only, with the letters Uzbek and Russian spell differently folded together. */
export function skeleton(token: string): string {
  return token
    .replace(/q/g, 'k')
    .replace(/x/g, 'h')
    .replace(/[aeiouy]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/** A query word this short finds only the starts of names: in descriptions or inside a word it
 * would match nearly every dish ("osh" is in every "go'sht"). */
export const MIN_LOOSE_LETTERS = 4;

/**
 * How one query word matches one word of a dish, best first: the whole word, its start, its start
 * by sound (the same first letter, then the same consonants: plov ⇄ palov ⇄ плов), the middle of
 * a long query inside a word (qaymoq in muzqaymoq). Null when it does not.
 */
export type NameMatch = 'word' | 'prefix' | 'sounds' | 'inside';
const NAME_SCORE: Record<NameMatch, number> = { word: 8, prefix: 6, sounds: 4, inside: 2 };
/** a description's word counts only by its start, and below any match of a name */
const DESCRIPTION_SCORE = 1;

interface QueryWord {
  word: string;
  skeleton: string | null;
  /** a long word without its ending's vowels (баранина finds баранины), else null */
  stem: string | null;
}

function queryWords(query: string): QueryWord[] {
  return tokens(query).map((word) => {
    const s = skeleton(word);
    const stem = word.length >= 6 ? word.replace(/[aeiouy]+$/, '') : word;
    return {
      word,
      // by sound only when the word says enough of its consonants to be told apart
      skeleton: word.length >= 3 && s.length >= 2 ? s : null,
      stem: stem !== word && stem.length >= 5 ? stem : null,
    };
  });
}

/** q/k and x/h are one letter told apart only by script; the rest must be the same letter */
const firstLetter = (word: string) => (word[0] === 'q' ? 'k' : word[0] === 'x' ? 'h' : word[0]);

export function nameMatch(q: QueryWord, word: string, wordSkeleton = skeleton(word)): NameMatch | null {
  if (word === q.word) return 'word';
  if (word.startsWith(q.word)) return 'prefix';
  if (q.skeleton !== null && firstLetter(word) === firstLetter(q.word) && wordSkeleton.startsWith(q.skeleton))
    return 'sounds';
  if (q.word.length >= MIN_LOOSE_LETTERS && word.includes(q.word)) return 'inside';
  return null;
}

export function descriptionMatch(q: QueryWord, word: string): boolean {
  if (q.word.length < MIN_LOOSE_LETTERS) return false;
  return word.startsWith(q.word) || (q.stem !== null && word.startsWith(q.stem));
}

export interface SearchEntry<T> {
  item: T;
  names: { word: string; skeleton: string }[];
  /** the words of the other texts (descriptions) */
  texts: string[];
}

/**
 * The index of items: the words of their names (a match there ranks higher), then the words of
 * their other texts (descriptions).
 */
export function buildIndex<T>(
  items: readonly T[],
  names: (item: T) => string[],
  texts: (item: T) => string[] = () => [],
): SearchEntry<T>[] {
  return items.map((item) => {
    const named = [...new Set(names(item).flatMap(tokens))];
    const other = [...new Set(texts(item).flatMap(tokens))].filter((w) => !named.includes(w));
    return { item, names: named.map((word) => ({ word, skeleton: skeleton(word) })), texts: other };
  });
}

export interface SearchHit<T> {
  item: T;
  /** every query word is in the item's name; false: some only in its description (show why) */
  byName: boolean;
}

/**
 * Items whose words match every query word, best first: dishes found by their names (a whole word,
 * then a start, then a start by sound, then the inside of a word) before dishes found only by a
 * word of their descriptions; equal ones keep the menu's order.
 */
export function rank<T>(index: readonly SearchEntry<T>[], query: string, limit = 50): SearchHit<T>[] {
  const q = queryWords(query);
  if (q.length === 0) return [];
  const scored: { hit: SearchHit<T>; score: number; at: number }[] = [];
  index.forEach((entry, at) => {
    let score = 0;
    let byName = true;
    for (const word of q) {
      let best = 0;
      for (const n of entry.names) {
        const m = nameMatch(word, n.word, n.skeleton);
        if (m) best = Math.max(best, NAME_SCORE[m]);
      }
      if (best === 0 && entry.texts.some((w) => descriptionMatch(word, w))) {
        best = DESCRIPTION_SCORE;
        byName = false;
      }
      if (best === 0) return;
      score += best;
    }
    scored.push({ hit: { item: entry.item, byName }, score, at });
  });
  return scored
    .sort((a, b) => Number(b.hit.byName) - Number(a.hit.byName) || b.score - a.score || a.at - b.at)
    .slice(0, limit)
    .map((s) => s.hit);
}

/** The items of `rank`, best first. */
export function search<T>(index: readonly SearchEntry<T>[], query: string, limit = 50): T[] {
  return rank(index, query, limit).map((hit) => hit.item);
}

/**
 * Ranges of `text` to highlight for a query: the words that match it by the rules of a name, or of
 * a description (`field`).
 */
export function highlights(
  text: string,
  query: string,
  field: 'name' | 'description' = 'name',
): [number, number][] {
  const q = queryWords(query);
  const ranges: [number, number][] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}ʻʼ'`‘’]+/gu)) {
    const word = toLatin(m[0]).replace(/[^a-z0-9]/g, '');
    if (q.some((w) => (field === 'name' ? nameMatch(w, word) !== null : descriptionMatch(w, word))))
      ranges.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  return ranges;
}
