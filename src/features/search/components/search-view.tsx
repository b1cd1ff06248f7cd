import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/link';
import { localized, type Lang, type LocalizedText } from '../../../domain/localized';
import { buildIndex, highlights, rank } from '../../../domain/search';
import { itemPrice } from '../../../domain/pricing';
import { useStorefront } from '../../../tenant/storefront-context';
import { formatSum } from '../../../i18n/format';
import { Img } from '../../../ui/img';
import { useHydrated } from '../../../ui/use-hydrated';
import { Button } from '../../../ui/button';

export interface SearchProduct {
  id: number;
  name: LocalizedText;
  description?: LocalizedText;
  costPrice: number;
  discount?: number;
  image?: string | null;
  grade?: number | null;
}

/** What to offer before a query and after a fruitless one: the best-rated dishes. */
const POPULAR = 6;
const popularOf = <P extends SearchProduct>(products: P[]) =>
  [...products]
    .filter((p) => (p.grade ?? 0) > 0)
    .sort((a, b) => (b.grade ?? 0) - (a.grade ?? 0))
    .slice(0, POPULAR);

const HISTORY = 'searchHistory';

function Marked({
  text,
  query,
  field = 'name',
}: {
  text: string;
  query: string;
  field?: 'name' | 'description';
}) {
  const ranges = highlights(text, query, field);
  if (ranges.length === 0) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    parts.push(text.slice(at, start), <mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

/** When the match is in another language's name, that name is shown too, so the customer sees why. */
function AlsoKnownAs({ product, shown, query }: { product: SearchProduct; shown: string; query: string }) {
  if (highlights(shown, query).length > 0) return null;
  const other = [product.name.uz, product.name.ru, product.name.eng].find(
    (n) => n && highlights(n, query).length > 0,
  );
  if (!other) return null;
  return (
    <>
      {' '}
      <small className="muted">
        (<Marked text={other} query={query} />)
      </small>
    </>
  );
}

/** A description's words from a little before its first match: why a dish found by it is shown. */
function descriptionExcerpt(product: SearchProduct, lang: Lang, query: string): string | null {
  const own = localized(product.description, lang);
  const texts = [own, product.description?.uz, product.description?.ru, product.description?.eng];
  const text = texts.find((d) => d && highlights(d, query, 'description').length > 0);
  if (!text) return null;
  const [first] = highlights(text, query, 'description');
  const before = text.slice(0, first?.[0] ?? 0).split(/\s+/);
  // the word before the match stays for its sense; what is further back is cut
  return before.length > 2 ? `…${before.slice(-2).join(' ')}${text.slice(first?.[0] ?? 0)}` : text;
}

/**
 * Instant search over names and descriptions in uz, ru and en, with the device's recent queries;
 * `action` draws what sits beside each result (the basket's "+").
 */
export function SearchView<P extends SearchProduct>({
  products,
  action,
}: {
  products: P[];
  action?: (product: P) => React.ReactNode;
}) {
  const { t } = useTranslation('search');
  const { storage } = useStorefront();
  const [query, setQuery] = useState('');
  const [stored, setHistory] = useState<string[]>(() => storage.get(HISTORY) ?? []);
  // the recent queries are the device's: not part of the server's page nor of its hydration
  const history = useHydrated() ? stored : [];
  const deferred = useDeferredValue(query);
  const index = useMemo(
    () =>
      buildIndex(
        products,
        (p) => [p.name.uz, p.name.ru, p.name.eng],
        (p) => [p.description?.uz ?? '', p.description?.ru ?? '', p.description?.eng ?? ''],
      ),
    [products],
  );
  const hits = useMemo(() => rank(index, deferred), [index, deferred]);
  const byName = hits.filter((h) => h.byName).map((h) => h.item);
  const byDescription = hits.filter((h) => !h.byName).map((h) => h.item);
  const results = hits.map((h) => h.item);
  const popular = useMemo(() => popularOf(products), [products]);

  const remember = (q: string) => {
    const trimmed = q.trim();
    if (trimmed.length < 2) return;
    const next = [trimmed, ...history.filter((h) => h.toLowerCase() !== trimmed.toLowerCase())].slice(0, 8);
    setHistory(next);
    storage.set(HISTORY, next);
  };

  return (
    <div className="stack">
      <noscript>
        <p className="card">{t('noScript')}</p>
      </noscript>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          remember(query);
        }}
      >
        <input
          className="search-input"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('placeholder')}
          aria-label={t('label')}
          enterKeyHint="search"
        />
      </form>
      {query.trim() === '' && history.length > 0 && (
        <section aria-labelledby="history-title" className="stack">
          <div className="row-between">
            <h2 id="history-title">{t('recent')}</h2>
            <Button
              variant="link"
              onClick={() => {
                setHistory([]);
                storage.remove(HISTORY);
              }}
            >
              {t('clear')}
            </Button>
          </div>
          <div className="chips">
            {history.map((h) => (
              <button key={h} type="button" className="chip" onClick={() => setQuery(h)}>
                {h}
              </button>
            ))}
          </div>
        </section>
      )}
      {deferred.trim() !== '' && (
        <p role="status" className="muted">
          {results.length === 0 ? t('nothing', { query: deferred }) : t('found', { count: results.length })}
        </p>
      )}
      {deferred.trim() !== '' && results.length === 0 && <p className="muted">{t('tryAnother')}</p>}
      <Results products={byName} query={deferred} onOpen={() => remember(query)} action={action} />
      {byDescription.length > 0 && (
        <section aria-labelledby="in-description-title" className="stack">
          <h2 id="in-description-title">{t('inDescription')}</h2>
          <Results
            products={byDescription}
            query={deferred}
            onOpen={() => remember(query)}
            action={action}
            why="description"
          />
        </section>
      )}
      {(deferred.trim() === '' || results.length === 0) && popular.length > 0 && (
        <section aria-labelledby="popular-title" className="stack">
          <h2 id="popular-title">{t('popular')}</h2>
          <Results products={popular} query="" onOpen={() => {}} action={action} />
        </section>
      )}
    </div>
  );
}

/**
 * Products as search shows them: picture, name with the matched part marked, the other language's
 * name that matched (or, for dishes found by their descriptions, the description's words), price.
 */
function Results<P extends SearchProduct>({
  products,
  query,
  onOpen,
  action,
  why = 'name',
}: {
  products: P[];
  query: string;
  onOpen: () => void;
  action: ((product: P) => React.ReactNode) | undefined;
  why?: 'name' | 'description';
}) {
  const { lang, image } = useStorefront();
  if (products.length === 0) return null;
  return (
    <ul className="search-results">
      {products.map((p) => (
        <li key={p.id}>
          <Link href={`/product/${p.id}`} onClick={onOpen} className="search-result">
            <Img
              src={image(p.image, { width: 112, height: 112, quality: 70 })}
              alt=""
              width={56}
              height={56}
            />
            <span>
              <strong>
                <Marked text={localized(p.name, lang)} query={query} />
              </strong>
              <AlsoKnownAs product={p} shown={localized(p.name, lang)} query={query} />
              {why === 'description' ? <Why product={p} query={query} /> : <br />}
              <small className="muted">{formatSum(itemPrice(p), lang)}</small>
            </span>
          </Link>
          {action?.(p)}
        </li>
      ))}
    </ul>
  );
}

function Why({ product, query }: { product: SearchProduct; query: string }) {
  const { lang } = useStorefront();
  const excerpt = descriptionExcerpt(product, lang, query);
  if (!excerpt) return null;
  return (
    <small className="search-result__why">
      <Marked text={excerpt} query={query} field="description" />
    </small>
  );
}
