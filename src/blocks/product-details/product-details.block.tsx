import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRoute } from 'wouter';
import { defaultChoices, modifierProblems, type ChosenModification } from '../../domain/basket';
import { linePrice, lineTotal, pricedLine } from '../../domain/pricing';
import { localized } from '../../domain/localized';
import { useStorefront } from '../../tenant/storefront-context';
import { useBasketStore } from '../../features/basket/basket-store';
import { FavouriteButton } from '../../features/account/components/favourite-button';
import { menuQuery, reviewsQuery } from '../../features/menu/menu.queries';
import { formatSum } from '../../i18n/format';
import { BackIcon, MinusIcon, PlusIcon } from '../../ui/icons';
import { Img } from '../../ui/img';
import { leavePage } from '../../platform/navigation';
import { afterFirstPaint } from '../../platform/scripts';
import { haptic } from '../../platform/telegram';
import { notify } from '../../ui/notify';
import { FormError } from '../../ui/form-error';
import { Button, IconButton } from '../../ui/button';

/**
 * A product: gallery, description, facts, modifier groups with min/max, quantity and the live
 * price — item total = (cost + modifier price × count) × quantity, less the item's discount.
 */
export default function ProductDetailsBlock() {
  const { t } = useTranslation('product');
  const { api, merchant, channel, branchId, lang, image, placeholder, telegram, settings } = useStorefront();
  const [, params] = useRoute('/product/:id');
  const [, navigate] = useLocation();
  const { data: menu } = useQuery(menuQuery(api, merchant.id, channel, branchId, lang));
  const store = useBasketStore();
  // null until the customer chooses: the merchant's default choices meanwhile
  const [picked, setChosen] = useState<ChosenModification[] | null>(null);
  const [quantity, setQuantity] = useState(1);
  const [tried, setTried] = useState(false);
  const [announce, setAnnounce] = useState('');
  const productId = Number(params?.id);
  // the reviews are asked for once the dish is painted and the browser idle: its first frame and
  // the customer's next tap wait for nothing else
  const [painted, setPainted] = useState(false);
  useEffect(() => afterFirstPaint(() => setPainted(true)), []);
  const reviewsOf = reviewsQuery(api, merchant.id, productId);
  const { data: reviews = [] } = useQuery({ ...reviewsOf, enabled: painted && reviewsOf.enabled });

  const product = menu?.products.find((p) => p.id === Number(params?.id));
  const chosen = picked ?? (product ? defaultChoices(product) : []);
  // the page is the dish's: its title names it, as the server's does
  const title = product ? `${localized(product.name, lang)} — ${settings.brand || merchant.name}` : null;
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
  if (!menu) return <div className="skeleton" style={{ height: 320 }} aria-hidden="true" />;
  if (!product) return <p role="alert">{t('notAvailable')}</p>;
  const category = menu.categories.find((c) => c.id === product.categoryId);
  const withoutCart = category?.isWithoutCart === true;
  const problems = modifierProblems(product, chosen);
  const stock = product.count ?? null;
  const overStock = stock !== null && quantity > stock;
  // the same line price the basket, the checkout and the server compute
  const line = pricedLine(product, chosen, quantity);
  const total = linePrice(line);
  const beforeDiscount = lineTotal(line);
  const name = localized(product.name, lang);
  const gallery = product.gallery && product.gallery.length > 0 ? product.gallery : [product.image];

  const countOf = (id: number) => chosen.find((c) => c.modificationId === id)?.count ?? 0;
  const toggle = (groupId: number, modId: number, single: boolean) => {
    const group = product.modificationGroups?.find((g) => g.id === groupId);
    const inGroup = new Set(group?.modifications.map((m) => m.id));
    setChosen((picked) => {
      const prev = picked ?? chosen;
      if (single)
        return [...prev.filter((c) => !inGroup.has(c.modificationId)), { modificationId: modId, count: 1 }];
      return countOf(modId) > 0
        ? prev.filter((c) => c.modificationId !== modId)
        : [...prev, { modificationId: modId, count: 1 }];
    });
  };

  const add = () => {
    setTried(true);
    if (problems.length > 0 || overStock) return haptic(telegram, 'error');
    store.add(product, chosen, quantity);
    const text = t('added', { name, count: quantity });
    setAnnounce(text);
    notify('success', text);
    haptic(telegram, 'success');
    // done here: the sheet or pop-up closes, the full-screen page goes back, the basket shows the change
    leavePage(navigate);
  };

  return (
    <article className="product-details stack" aria-labelledby="product-name">
      {/* the full-screen page's way back (a sheet or pop-up has its own close button) */}
      <IconButton
        className="product-back"
        aria-label={t('nav.back', { ns: 'common' })}
        onClick={() => leavePage(navigate)}
      >
        <BackIcon />
      </IconButton>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take the keyboard (axe: scrollable-region-focusable) */}
      <div className="gallery" role="region" aria-label={t('gallery')} tabIndex={0}>
        {gallery.map((img, i) => (
          <Img
            key={`${img}-${i}`}
            src={image(img, { width: 720, height: 540, quality: 80 })}
            placeholder={placeholder(img)}
            alt={i === 0 ? name : ''}
            width={720}
            height={540}
            // the dish's first picture is what the page is for: fetched first, the rest when seen
            loading={i === 0 ? 'eager' : 'lazy'}
            fetchPriority={i === 0 ? 'high' : 'auto'}
          />
        ))}
      </div>
      <div className="row-between">
        <h2 id="product-name">{name}</h2>
        <FavouriteButton productId={product.id} favaoriteId={product.favaoriteId ?? null} />
      </div>
      <p className="muted">{localized(product.description, lang)}</p>
      <ul className="facts">
        {product.measure ? <li>{t(`unit.${product.unit}`, { value: product.measure })}</li> : null}
        {product.calorie ? <li>{t('calorie', { value: product.calorie })}</li> : null}
        {product.timeCookingMin ? (
          <li>
            {t('cooking', {
              min: product.timeCookingMin,
              max: product.timeCookingMax ?? product.timeCookingMin,
            })}
          </li>
        ) : null}
      </ul>

      {(product.modificationGroups ?? []).map((group) => {
        const single = group.max === 1;
        const problem = tried ? problems.find((p) => p.groupId === group.id) : undefined;
        return (
          <fieldset
            key={group.id}
            className="modifiers"
            aria-describedby={problem ? `group-${group.id}-problem` : undefined}
          >
            <legend>
              {localized(group.name, lang)}{' '}
              <small className="muted">
                {group.min > 0
                  ? group.min === group.max
                    ? t('exactly', { count: group.min })
                    : t('required', { min: group.min, max: group.max })
                  : t('optional', { max: group.max })}
              </small>
            </legend>
            {group.modifications.map((m) => (
              <label key={m.id}>
                <input
                  type={single ? 'radio' : 'checkbox'}
                  name={`group-${group.id}`}
                  checked={countOf(m.id) > 0}
                  disabled={m.stopped === true && countOf(m.id) === 0}
                  onChange={() => toggle(group.id, m.id, single)}
                />
                <span>
                  {localized(m.name, lang)}
                  {m.stopped && <small className="sold-out"> · {t('soldOut')}</small>}
                </span>
                {m.price > 0 && <span className="muted">+{formatSum(m.price, lang)}</span>}
              </label>
            ))}
            {problem && (
              <p id={`group-${group.id}-problem`} className="error" role="alert">
                {problem.kind === 'min'
                  ? t('selectMinimum', { min: problem.min })
                  : t('selectUpTo', { max: problem.max })}
              </p>
            )}
          </fieldset>
        );
      })}

      {/* reviews arrive after the dish: above the buy row, so they fill the sheet's room and move nothing */}
      {reviews.length > 0 && (
        <section className="stack" aria-labelledby="reviews-title">
          <h3 id="reviews-title">{t('reviews', { count: reviews.length })}</h3>
          <ul className="plain-list">
            {reviews.slice(0, 5).map((r) => (
              <li key={r.id} className="card">
                <span aria-label={t('stars', { count: r.grade })}>{'★'.repeat(r.grade)}</span>{' '}
                {r.authorName && <strong>{r.authorName}</strong>}
                {r.comment && <p>{r.comment}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {!withoutCart && product.stopped && (
        <p className="product-buy sold-out-note" role="status" data-bottom-bar>
          {t('soldOutToday')}
        </p>
      )}
      {!withoutCart && !product.stopped && (
        <div className="product-buy" data-bottom-bar>
          <div className="stepper" role="group" aria-label={t('quantity')}>
            <button
              type="button"
              aria-label={t('less')}
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
              disabled={quantity <= 1}
            >
              <MinusIcon width={18} height={18} />
            </button>
            <output aria-live="polite" data-testid="quantity">
              {quantity}
            </output>
            <button type="button" aria-label={t('more')} onClick={() => setQuantity((q) => q + 1)}>
              <PlusIcon width={18} height={18} />
            </button>
          </div>
          <Button variant="primary" className="buy-button" onClick={add}>
            {/* label and price each whole: side by side, or the price on a second line, never a third */}
            <span className="nowrap">{t('add')}</span>
            <span data-testid="live-price" className="nowrap">
              {formatSum(total, lang)}
            </span>
          </Button>
        </div>
      )}
      <FormError>{overStock && tried && t('notEnough', { max: stock })}</FormError>
      {beforeDiscount > total && (
        <p className="muted">{t('oldPrice', { price: formatSum(beforeDiscount, lang) })}</p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
    </article>
  );
}
