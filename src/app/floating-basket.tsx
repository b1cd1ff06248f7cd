import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../ui/link';
import { basketTotals } from '../domain/basket';
import { useStorefront } from '../tenant/storefront-context';
import { useBasket } from '../features/basket/basket-store';
import { menuQuery } from '../features/menu/menu.queries';
import { formatSum } from '../i18n/format';
import { BasketIcon } from '../ui/icons';

/** The basket floating over the products (basketPosition FLOATING_OVER_PRODUCT). */
export function FloatingBasket() {
  const { t } = useTranslation('basket');
  const { api, merchant, channel, branchId, lang } = useStorefront();
  const { lines, count } = useBasket();
  const { data } = useQuery(menuQuery(api, merchant.id, channel, branchId, lang));
  if (count === 0) return null;
  const total = basketTotals(lines, data?.products ?? []).totalPrice;
  return (
    <Link href="/basket" className="floating-basket" data-testid="floating-basket">
      <BasketIcon />
      <span>{t('floating', { count })}</span>
      <strong>{formatSum(total, lang)}</strong>
    </Link>
  );
}
