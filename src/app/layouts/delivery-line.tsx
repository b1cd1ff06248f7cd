import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { basketTotals } from '../../domain/basket';
import { deliveryMinutes } from '../../domain/delivery-time';
import { useBasket } from '../../features/basket/basket-store';
import { menuQuery } from '../../features/menu/menu.queries';
import { addressQuoteQuery } from '../../features/places/address-quote.queries';
import { formatSum } from '../../i18n/format';
import type { DeliveryAddress } from '../../tenant/stored';
import { useStorefront } from '../../tenant/storefront-context';
import { useBranches } from './use-branches';

/**
 * The header's delivery line once the customer has an address (picked, or the last delivered
 * to): what delivery there costs for this basket (the tariff's answer; free from the zone's sum)
 * and how long it takes from the branch that delivers there. Until it is known the line it
 * replaces (`fallback`) stays, so nothing on the page moves. Loaded only for a customer with an
 * address (the header's own lazy import), never in a first visit's scripts.
 */
export default function DeliveryLine({
  address,
  fallback,
}: {
  address: DeliveryAddress;
  fallback: ReactNode;
}) {
  const { t } = useTranslation();
  const { api, merchant, channel, branchId, lang } = useStorefront();
  const { lines } = useBasket();
  const menu = useQuery({
    ...menuQuery(api, merchant.id, channel, branchId, lang),
    enabled: lines.length > 0,
  });
  const products = menu.data?.products ?? [];
  const basket = basketTotals(lines, products);
  // the basket's dishes after their discounts, as the zone's free-delivery sum counts them
  const dishes = basket.productPrice - basket.productDiscount;
  const known = lines.length === 0 || menu.data !== undefined;
  const { data: quote } = useQuery(
    addressQuoteQuery(
      api,
      merchant.id,
      known ? { latitude: address.latitude, longitude: address.longitude } : null,
      dishes,
    ),
  );
  const branch = useBranches().find((b) => quote?.ok && b.id === quote.branchId);
  if (!quote) return fallback;
  if (!quote.ok)
    return (
      <span className="muted" data-testid="address-delivery">
        {t('branch.noDeliveryHere')}
      </span>
    );
  const { deliveryPrice } = basketTotals(lines, products, 'DELIVERY', quote.deliveryPrice, {
    zone: { freeFrom: quote.freeFrom },
  });
  const price = deliveryPrice === 0 ? t('branch.deliveryFree') : formatSum(deliveryPrice, lang);
  // a branch closed or paused now delivers for later only: no time to promise
  const later =
    branch?.isOpen === false || (!!branch?.pausedUntil && new Date(branch.pausedUntil) > new Date());
  return (
    <span className="muted" data-testid="address-delivery">
      {later
        ? t('branch.deliveryQuoteLater', { price })
        : t('branch.deliveryQuote', { price, minutes: deliveryMinutes(branch?.extraMinutes) })}
    </span>
  );
}
