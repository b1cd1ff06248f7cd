import { useTranslation } from 'react-i18next';
import type { components } from '../../../api/schema';
import { localized } from '../../../domain/localized';
import { haptic } from '../../../platform/telegram';
import { useStorefront } from '../../../tenant/storefront-context';
import { notify } from '../../../ui/notify';
import { PlusIcon } from '../../../ui/icons';
import { useBasketStore } from '../basket-store';

type Product = components['schemas']['Product'];

/**
 * "+" on a menu card: one more of a product that needs no choice goes straight into the basket.
 * A product with a required choice has none (its card opens the product instead).
 */
export function QuickAdd({ product }: { product: Product }) {
  const { t } = useTranslation('product');
  const { lang, telegram } = useStorefront();
  const store = useBasketStore();
  const needsChoice = (product.modificationGroups ?? []).some((g) => g.min > 0);
  if (needsChoice || product.active === false) return null;
  const name = localized(product.name, lang);
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
