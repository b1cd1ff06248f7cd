import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { modifierProblems } from '../../domain/basket';
import { localized, type Lang } from '../../domain/localized';
import { buildIndex, search } from '../../domain/search';
import { formatSum } from '../../i18n/format';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { FormError } from '../../ui/form-error';
import type { CartItem, Product } from './phone-api';

/** A basket line on the desk: a dish, its modifiers, how many. */
export type DeskLine = CartItem & { modifications: { modificationId: number; count: number }[] };

const sameLine = (a: DeskLine, b: DeskLine) =>
  a.productId === b.productId &&
  JSON.stringify([...a.modifications].sort((x, y) => x.modificationId - y.modificationId)) ===
    JSON.stringify([...b.modifications].sort((x, y) => x.modificationId - y.modificationId));

/** Adds a line to a basket: the same dish with the same modifiers counts up. */
export function addLine(lines: DeskLine[], line: DeskLine): DeskLine[] {
  const same = lines.findIndex((l) => sameLine(l, line));
  if (same < 0) return [...lines, line];
  return lines.map((l, i) => (i === same ? { ...l, count: l.count + line.count } : l));
}

/**
 * The operator's basket: dishes found by a few letters (Latin or Cyrillic) among those offered at
 * the branch now, each with its modifier groups chosen as the storefront asks them; lines counted
 * up and down or taken out.
 */
export function BasketEditor({
  products,
  modificationStopped,
  lines,
  onLines,
  lang,
}: {
  products: Product[];
  modificationStopped: (id: number) => boolean;
  lines: DeskLine[];
  onLines: (lines: DeskLine[]) => void;
  lang: Lang;
}) {
  const { t } = useTranslation('ops-phone');
  const [q, setQ] = useState('');
  const [choosing, setChoosing] = useState<Product | null>(null);
  // every language's name: the operator types what the caller says, in Latin or Cyrillic
  const index = useMemo(
    () => buildIndex(products, (p) => [p.name.uz, p.name.ru, p.name.eng].filter((n): n is string => !!n)),
    [products],
  );
  const found = useMemo(() => (q.trim().length === 0 ? [] : search(index, q, 8)), [index, q]);
  const byId = (id: number) => products.find((p) => p.id === id);
  const pick = (p: Product) => {
    if ((p.modificationGroups ?? []).length === 0) {
      onLines(addLine(lines, { productId: p.id, count: 1, modifications: [] }));
      setQ('');
    } else setChoosing(p);
  };
  return (
    <section className="stack ops-phone__basket" aria-label={t('dishes')}>
      <Field label={t('findDish')}>
        <input
          type="search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('findDishHint')}
        />
      </Field>
      {found.length > 0 && (
        <ul className="ops-phone__found" aria-label={t('found')}>
          {found.map((p) => (
            <li key={p.id}>
              <Button variant="secondary" onClick={() => pick(p)}>
                {localized(p.name, lang)} · {formatSum(p.costPrice, lang)}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {choosing && (
        <ModifierChooser
          product={choosing}
          lang={lang}
          modificationStopped={modificationStopped}
          onCancel={() => setChoosing(null)}
          onAdd={(line) => {
            onLines(addLine(lines, line));
            setChoosing(null);
            setQ('');
          }}
        />
      )}
      {lines.length === 0 ? (
        <p className="muted">{t('emptyBasket')}</p>
      ) : (
        <ul className="ops-phone__lines">
          {lines.map((line, i) => {
            const p = byId(line.productId);
            const mods = (p?.modificationGroups ?? [])
              .flatMap((g) => g.modifications)
              .filter((m) => line.modifications.some((c) => c.modificationId === m.id))
              .map((m) => localized(m.name, lang));
            const name = p ? localized(p.name, lang) : `#${line.productId}`;
            const set = (count: number) =>
              onLines(
                count <= 0
                  ? lines.filter((_, j) => j !== i)
                  : lines.map((l, j) => (j === i ? { ...l, count } : l)),
              );
            return (
              <li key={`${line.productId}-${i}`} className="ops-phone__line">
                <span>
                  <strong>{name}</strong>
                  {mods.length > 0 && <small className="muted"> ({mods.join(', ')})</small>}
                </span>
                <span className="ops-phone__count">
                  <Button
                    variant="secondary"
                    aria-label={t('less', { name })}
                    onClick={() => set(line.count - 1)}
                  >
                    −
                  </Button>
                  <output aria-label={t('count', { name })}>{line.count}</output>
                  <Button
                    variant="secondary"
                    aria-label={t('more', { name })}
                    onClick={() => set(line.count + 1)}
                  >
                    +
                  </Button>
                  <Button variant="link" onClick={() => set(0)}>
                    {t('remove')}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** A dish's modifier groups: one of a group that takes one, several of one that takes more. */
function ModifierChooser({
  product,
  lang,
  modificationStopped,
  onAdd,
  onCancel,
}: {
  product: Product;
  lang: Lang;
  modificationStopped: (id: number) => boolean;
  onAdd: (line: DeskLine) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('ops-phone');
  const groups = product.modificationGroups ?? [];
  const [chosen, setChosen] = useState<number[]>(() =>
    groups.flatMap((g) =>
      g.min >= 1 && g.max === 1
        ? g.modifications
            .filter((m) => !modificationStopped(m.id))
            .slice(0, 1)
            .map((m) => m.id)
        : [],
    ),
  );
  const modifications = chosen.map((modificationId) => ({ modificationId, count: 1 }));
  const [problem] = modifierProblems(product, modifications);
  const problemGroup = problem && groups.find((g) => g.id === problem.groupId);
  return (
    // a group inside the order's form (a form may not hold another): Add is its own button
    <div className="card stack ops-phone__chooser" role="group" aria-label={localized(product.name, lang)}>
      <strong>{localized(product.name, lang)}</strong>
      {groups.map((g) => (
        <fieldset key={g.id} className="ops-phone__group">
          <legend>
            {localized(g.name, lang)}
            {g.min > 0 && ` · ${t('required')}`}
          </legend>
          {g.modifications.map((m) => {
            const one = g.max === 1;
            const on = chosen.includes(m.id);
            return (
              <label key={m.id} className="ops-phone__option">
                <input
                  type={one ? 'radio' : 'checkbox'}
                  name={`g${g.id}`}
                  checked={on}
                  disabled={modificationStopped(m.id)}
                  // a choice of a group that may stay empty is taken back by a second tap
                  onClick={() => one && on && g.min === 0 && setChosen(chosen.filter((id) => id !== m.id))}
                  onChange={() => {
                    const others = chosen.filter((id) => !g.modifications.some((x) => x.id === id));
                    const inGroup = chosen.filter((id) => g.modifications.some((x) => x.id === id));
                    setChosen(
                      one
                        ? [...others, m.id]
                        : on
                          ? chosen.filter((id) => id !== m.id)
                          : [...others, ...inGroup, m.id],
                    );
                  }}
                />{' '}
                {localized(m.name, lang)}
                {m.price > 0 && ` +${formatSum(m.price, lang)}`}
              </label>
            );
          })}
        </fieldset>
      ))}
      <FormError>
        {problem &&
          problemGroup &&
          t(problem.kind === 'min' ? 'chooseAtLeast' : 'chooseAtMost', {
            group: localized(problemGroup.name, lang),
            count: problem.kind === 'min' ? problem.min : problem.max,
          })}
      </FormError>
      <span className="row-between">
        <Button variant="secondary" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button
          variant="primary"
          disabled={Boolean(problem)}
          onClick={() => !problem && onAdd({ productId: product.id, count: 1, modifications })}
        >
          {t('addDish')}
        </Button>
      </span>
    </div>
  );
}
