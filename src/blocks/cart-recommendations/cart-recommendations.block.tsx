import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BlockProps } from '../../engine/registry';
import { useStorefront } from '../../tenant/storefront-context';
import { QuickAdd } from '../../features/basket/components/quick-add';
import { useBasket } from '../../features/basket/basket-store';
import { ProductCard } from '../../features/menu/components/product-card';
import { menuQuery } from '../../features/menu/menu.queries';

/** Products the merchant recommends beside a basket (isCartRecommendation). */
export default function CartRecommendationsBlock({ props }: BlockProps<'cart-recommendations'>) {
  const { t } = useTranslation();
  const { api, merchant, channel, branchId, lang } = useStorefront();
  const { data } = useQuery(menuQuery(api, merchant.id, channel, branchId, lang));
  const { lines } = useBasket();
  // never what the customer already has
  const products = (data?.products ?? [])
    .filter((p) => p.isCartRecommendation && !lines.some((l) => l.productId === p.id))
    .slice(0, props.limit);
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="recommendations-title">
      <h2 id="recommendations-title" className="section-title">
        {t(props.title ?? 'basket.recommendations', { ns: 'blocks' })}
      </h2>
      <div className="products products--small products--horizontal">
        {/* the first two are on screen with the basket (the page's largest picture when it is
            empty): asked for at once and first, not when the layout finds them */}
        {products.map((p, i) => (
          <ProductCard key={p.id} product={p} view="SMALL" eager={i < 2} action={<QuickAdd product={p} />} />
        ))}
      </div>
    </section>
  );
}
