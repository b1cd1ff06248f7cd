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

export interface SearchEntry<T> {
  item: T;
  words: string[];
  skeletons: string[];
  /** how many of `words` come first from the item's name (they rank above the rest) */
  named: number;
}

/**
 * The index of items: the words of their names first (a match there ranks higher), then the
 * words of their other texts (descriptions).
 */
export function buildIndex<T>(
  items: readonly T[],
  names: (item: T) => string[],
  texts: (item: T) => string[] = () => [],
): SearchEntry<T>[] {
  return items.map((item) => {
    const named = [...new Set(names(item).flatMap(tokens))];
    const other = texts(item)
      .flatMap(tokens)
      .filter((w) => !named.includes(w));
    const words = [...named, ...new Set(other)];
    return { item, words, skeletons: words.map(skeleton), named: named.length };
  });
}

/**
 * Items whose words match every query word (prefix, or by skeleton for words of 3+ letters), best
 * first: a word of the name before a word of the description, a prefix before a skeleton.
 */
export function search<T>(index: readonly SearchEntry<T>[], query: string, limit = 50): T[] {
  // each query word once: its skeleton, when it is long enough to match by one
  const q = tokens(query).map((word) => {
    const s = skeleton(word);
    return { word, skeleton: word.length >= 3 && s.length >= 2 ? s : null };
  });
  if (q.length === 0) return [];
  const scored: { item: T; score: number }[] = [];
  for (const entry of index) {
    let score = 0;
    let all = true;
    for (const { word, skeleton: s } of q) {
      const prefix = entry.words.findIndex((w) => w.startsWith(word));
      const sounds = prefix >= 0 || s === null ? -1 : entry.skeletons.findIndex((k) => k.startsWith(s));
      const at = prefix >= 0 ? prefix : sounds;
      if (at < 0) {
        all = false;
        break;
      }
      score += (prefix >= 0 ? 2 : 1) + (at < entry.named ? 4 : 0);
    }
    if (all) scored.push({ item: entry.item, score });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map((s) => s.item);
}

/** Ranges of `text` to highlight for a query: the words that match. */
export function highlights(text: string, query: string): [number, number][] {
  const q = tokens(query);
  const ranges: [number, number][] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}ʻʼ'`‘’]+/gu)) {
    const word = toLatin(m[0]).replace(/[^a-z0-9]/g, '');
    if (q.some((w) => word.startsWith(w) || (w.length >= 3 && skeleton(word).startsWith(skeleton(w)))))
      ranges.push([m.index ?? 0, (m.index ?? 0) + m[0].length]);
  }
  return ranges;
}
