import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/link';
import { CARD_IMAGE } from '../../../domain/images';
import { localized } from '../../../domain/localized';
import { hyphenate } from '../../../domain/hyphenate';
import { readableOn } from '../../../domain/theme';
import { useStorefront } from '../../../tenant/storefront-context';
import { formatSum } from '../../../i18n/format';
import { Img } from '../../../ui/img';
import type { Product } from '../menu.queries';
import { itemPrice } from '../../../domain/pricing';

export type ViewType = 'BIG' | 'MEDIUM' | 'SMALL';

/** A product card by the category's view type: image, name, short description, price, discount, labels, grade. */
export function ProductCard({
  product,
  view,
  eager = false,
  action,
}: {
  product: Product;
  view: ViewType;
  eager?: boolean;
  /** a control beside the card's link (the basket's quick add), never inside it */
  action?: ReactNode;
}) {
  const { t } = useTranslation('menu');
  const { image, placeholder, lang } = useStorefront();
  const size = CARD_IMAGE[view];
  const price = itemPrice(product);
  const name = localized(product.name, lang);
  const card = (
    <Link
      href={`/product/${product.id}`}
      className={`product product--${view.toLowerCase()}${action && !product.stopped ? ' product--with-action' : ''}${product.stopped ? ' product--stopped' : ''}`}
    >
      <div className="product__media">
        <Img
          src={image(product.image, { ...size, quality: 80 })}
          placeholder={placeholder(product.image)}
          alt=""
          width={size.width}
          height={size.height}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
        />
        {(product.labels ?? []).length > 0 && (
          <div className="product__labels">
            {(product.labels ?? []).map((label) => (
              <span
                key={label.name.eng}
                className="label"
                style={{ background: label.color, color: readableOn(label.color) }}
              >
                {localized(label.name, lang)}
              </span>
            ))}
          </div>
        )}
      </div>
      <div className="product__body">
        {/* a long word breaks between its syllables with a hyphen, in the page's language */}
        <h3 className="product__name">{hyphenate(name, lang)}</h3>
        {view !== 'SMALL' && <p className="product__desc">{localized(product.description, lang)}</p>}
        <div className="product__foot">
          {product.stopped && <span className="sold-out badge-inline">{t('soldOut')}</span>}
          <span className="price">
            <strong>{formatSum(price, lang)}</strong>
            {price < product.costPrice && <s className="muted">{formatSum(product.costPrice, lang)}</s>}
          </span>
          {product.grade ? (
            <span className="grade">
              <span aria-hidden="true">★ {product.grade.toFixed(1)}</span>
              <span className="visually-hidden">{t('grade', { grade: product.grade.toFixed(1) })}</span>
            </span>
          ) : null}
        </div>
      </div>
    </Link>
  );
  // a sold-out dish is shown (customers see it is usually there) but cannot be added
  if (!action || product.stopped) return card;
  return (
    <div className="product-wrap">
      {card}
      <div className="product__action">{action}</div>
    </div>
  );
}

/** A category's cards (or one line of them) in its view's grid, horizontal when it scrolls sideways. */
export function ProductGrid({
  products,
  view,
  horizontal,
  firstId,
  action,
}: {
  products: readonly Product[];
  view: ViewType;
  horizontal: boolean;
  /** the menu's first dish: its picture loads first */
  firstId: number | undefined;
  /** what each card offers beside itself, when its category sells */
  action?: (product: Product) => ReactNode;
}) {
  return (
    <div className={`products products--${view.toLowerCase()}${horizontal ? ' products--horizontal' : ''}`}>
      {products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          view={view}
          eager={product.id === firstId}
          action={action?.(product)}
        />
      ))}
    </div>
  );
}
