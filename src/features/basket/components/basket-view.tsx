import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { Link } from '../../../ui/link';
import { basketTotals, blocksCheckout, revalidate, type MenuProductLike } from '../../../domain/basket';
import { linePrice, pricedLine } from '../../../domain/pricing';
import { localized, type LocalizedText } from '../../../domain/localized';
import { useStorefront } from '../../../tenant/storefront-context';
import { showMainButton } from '../../../platform/telegram';
import { formatSum } from '../../../i18n/format';
import { MinusIcon, PlusIcon } from '../../../ui/icons';
import { Img } from '../../../ui/img';
import { useHydrated } from '../../../ui/use-hydrated';
import { useBasket } from '../basket-store';
import { buttonClass, Button } from '../../../ui/button';
import { usePersonalDiscount } from '../../../api/personal-discount';

export interface BasketProduct extends MenuProductLike {
  name: LocalizedText;
  image?: string | null;
  modificationGroups?: (NonNullable<MenuProductLike['modificationGroups']>[number] & {
    modifications: { id: number; price: number; name: LocalizedText }[];
  })[];
}

/** The basket's lines, revalidated against the current menu, with totals from src/domain/pricing. */
export function BasketView({ products }: { products: BasketProduct[] }) {
  const { t } = useTranslation('basket');
  const { lang, image, telegram, api } = useStorefront();
  // the signed-in customer's birthday promo: the checkout takes it off as the server does
  const { birthdayPercent } = usePersonalDiscount(api);
  const [, navigate] = useLocation();
  const { lines, store } = useBasket();
  const hydrated = useHydrated();
  const issues = revalidate(lines, products);
  const totals = basketTotals(lines, products, 'PICK_UP', 0, { birthdayPercent });
  const canCheckout = lines.length > 0 && !issues.some(blocksCheckout);
  const checkoutLabel = t('checkout');
  // Inside Telegram the native MainButton is the basket's checkout.
  useEffect(() => {
    if (!telegram || !canCheckout) return;
    return showMainButton(telegram, checkoutLabel, () => navigate('/checkout'));
  }, [telegram, canCheckout, checkoutLabel, navigate]);

  // the server's page (and the client hydrating it) does not know the device's basket: it says the
  // basket is empty, which the client keeps as drawn when the device's is; when the device keeps
  // one (the page's head says so before the first paint: server/page-scripts.ts deviceBasket),
  // the message holds the basket's place, shimmering, until the lines are drawn. Without scripts
  // it says what is missing instead.
  if (!hydrated || lines.length === 0) {
    return (
      <>
        {!hydrated && (
          <noscript>
            <p className="card">{t('noScript')}</p>
          </noscript>
        )}
        <section
          className={`card stack basket-empty${hydrated ? '' : ' basket-empty--unknown'}`}
          aria-labelledby="basket-title"
        >
          <h2 id="basket-title">{t('empty')}</h2>
          <Link href="/" className={buttonClass('primary')}>
            {t('toMenu')}
          </Link>
        </section>
      </>
    );
  }
  return (
    <section className="stack" aria-labelledby="basket-title">
      <div className="row-between">
        <h2 id="basket-title">{t('title', { count: totals.productCount })}</h2>
        <Button variant="link" onClick={() => store.clear()}>
          {t('clear')}
        </Button>
      </div>
      <ul className="basket-lines">
        {lines.map((line) => {
          const product = products.find((p) => p.id === line.productId);
          const mods = (product?.modificationGroups ?? []).flatMap((g) => g.modifications);
          const issue = issues.find((i) => i.key === line.key);
          const name = product ? localized(product.name, lang) : t('unknown');
          // what one costs with its choices, and the line's sum: the prices the order is charged
          const unit = product ? linePrice(pricedLine(product, line.modifications, 1)) : null;
          const sum = product ? linePrice(pricedLine(product, line.modifications, line.quantity)) : null;
          return (
            <li key={line.key} className="basket-line" data-testid="basket-line">
              <Img
                src={image(product?.image, { width: 128, height: 128, quality: 70 })}
                alt=""
                width={64}
                height={64}
              />
              <div className="basket-line__body">
                <div className="basket-line__head">
                  <strong>{name}</strong>
                  {sum !== null && (
                    <strong className="nowrap" data-testid="basket-line-sum">
                      {formatSum(sum, lang)}
                    </strong>
                  )}
                </div>
                {line.modifications.length > 0 && (
                  <small className="muted">
                    {line.modifications
                      .map(
                        (c) =>
                          `${localized(mods.find((m) => m.id === c.modificationId)?.name, lang)}${c.count > 1 ? ` ×${c.count}` : ''}`,
                      )
                      .join(', ')}
                  </small>
                )}
                {unit !== null && (
                  <small className="muted" data-testid="basket-line-price">
                    {line.quantity > 1
                      ? t('unitPrice', { price: formatSum(unit, lang), count: line.quantity })
                      : formatSum(unit, lang)}
                  </small>
                )}
                {issue?.kind === 'gone' && (
                  <small className="warning" role="status">
                    {t('gone')}
                  </small>
                )}
                {issue?.kind === 'stopped' && (
                  <small className="warning" role="status">
                    {t('soldOutInBasket')}
                  </small>
                )}
                {issue?.kind === 'repriced' && (
                  <small className="warning" role="status">
                    {t('repriced', { was: formatSum(issue.was, lang), now: formatSum(issue.now, lang) })}
                  </small>
                )}
                {issue?.kind === 'stock' && (
                  <small className="warning" role="status">
                    {t('stock', { max: issue.max })}
                  </small>
                )}
                <div className="row-between">
                  <div className="stepper" role="group" aria-label={t('quantityOf', { name })}>
                    <button
                      type="button"
                      aria-label={t('less')}
                      onClick={() => store.setQuantity(line.key, line.quantity - 1)}
                    >
                      <MinusIcon width={18} height={18} />
                    </button>
                    <output aria-live="polite">{line.quantity}</output>
                    <button
                      type="button"
                      aria-label={t('more')}
                      onClick={() => store.setQuantity(line.key, line.quantity + 1)}
                      disabled={issue !== undefined && blocksCheckout(issue)}
                    >
                      <PlusIcon width={18} height={18} />
                    </button>
                  </div>
                  <Button variant="link" onClick={() => store.remove(line.key)}>
                    {t('remove')}
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <dl className="totals card">
        <div>
          <dt>{t('products')}</dt>
          <dd data-testid="basket-products">{formatSum(totals.productPrice, lang)}</dd>
        </div>
        {totals.productDiscount > 0 && (
          <div>
            <dt>{t('discount')}</dt>
            <dd>−{formatSum(totals.productDiscount, lang)}</dd>
          </div>
        )}
        {totals.birthdayDiscount > 0 && (
          <div>
            <dt>{t('birthdayDiscount')}</dt>
            <dd data-testid="basket-birthday">−{formatSum(totals.birthdayDiscount, lang)}</dd>
          </div>
        )}
        <div className="totals__total">
          <dt>{t('total')}</dt>
          <dd data-testid="basket-total">{formatSum(totals.totalPrice, lang)}</dd>
        </div>
      </dl>
      <Link
        href="/checkout"
        className={`${buttonClass('primary', true)}${issues.some(blocksCheckout) ? ' is-disabled' : ''}`}
        aria-disabled={issues.some((i) => i.kind === 'gone')}
      >
        {t('checkout')}
      </Link>
    </section>
  );
}
