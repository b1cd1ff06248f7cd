import { useTranslation } from 'react-i18next';
import type { components } from '../../../api/schema';
import { localized } from '../../../domain/localized';
import { haptic } from '../../../platform/telegram';
import { useStorefront } from '../../../tenant/storefront-context';
import { notify } from '../../../ui/notify';
import { MinusIcon, PlusIcon } from '../../../ui/icons';
import { lineKey } from '../../../domain/basket';
import { useBasketStore, useLineQuantity } from '../basket-store';

type Product = components['schemas']['Product'];

/**
 * "+" on a menu card: one more of a product that needs no choice goes straight into the basket;
 * once it is there, the card shows how many with − and +. A product with a required choice has
 * none (its card opens the product instead).
 */
export function QuickAdd({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const { lang, telegram } = useStorefront();
  const store = useBasketStore();
  const key = lineKey(product.id, []);
  const inBasket = useLineQuantity(key);
  const needsChoice = (product.modificationGroups ?? []).some((g) => g.min > 0);
  if (needsChoice || product.active === false) return null;
  const name = localized(product.name, lang);
  if (inBasket > 0)
    return (
      <div className="quick-step" role="group" aria-label={t('quantityOf', { name, ns: 'basket' })}>
        <button
          type="button"
          aria-label={t('less')}
          onClick={() => {
            store.setQuantity(key, inBasket - 1);
            haptic(telegram, 'success');
          }}
        >
          <MinusIcon width={18} height={18} />
        </button>
        <output aria-live="polite">{inBasket}</output>
        <button
          type="button"
          aria-label={t('more')}
          onClick={() => {
            store.setQuantity(key, inBasket + 1);
            haptic(telegram, 'success');
          }}
        >
          <PlusIcon width={18} height={18} />
        </button>
      </div>
    );
  return (
    <button
      type="button"
      className="quick-add"
      aria-label={t('quickAdd', { name })}
      onClick={() => {
        store.add(product, [], 1);
        notify('success', t('added', { name, count: 1 }));
        haptic(telegram, 'success');
      }}
    >
      <PlusIcon />
    </button>
  );
}
