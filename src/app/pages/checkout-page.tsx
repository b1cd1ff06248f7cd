import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { reachGoal } from '../../platform/scripts';
import { useCurrentUser } from '../../api/session-context';
import { useStorefront } from '../../tenant/storefront-context';
import { useBasket } from '../../features/basket/basket-store';
import { CheckoutView } from '../../features/checkout/components/checkout-view';
import { paymentMethodsQuery } from '../../features/checkout/checkout.queries';
import { menuQuery } from '../../features/menu/menu.queries';
import { branchesQuery } from '../../features/places/places.queries';
import { useTelegramPhone } from '../../features/account/telegram-phone';
import { addressesQuery, cardsQuery } from '../../features/account/account.queries';

export default function CheckoutPage() {
  const { t } = useTranslation('pages');
  const { api, merchant, channel, branchId, lang, settings } = useStorefront();
  const user = useCurrentUser();
  const { lines, store } = useBasket();
  const phone = useTelegramPhone();
  // the form stays mounted (and keeps what the customer typed) when the branch, and so the menu, changes
  const { data: menu } = useQuery({
    ...menuQuery(api, merchant.id, channel, branchId, lang),
    placeholderData: keepPreviousData,
  });
  const { data: branches } = useQuery({
    ...branchesQuery(api, merchant.id),
    placeholderData: keepPreviousData,
  });
  const { data: methods } = useQuery(paymentMethodsQuery(api, merchant.id));
  const { data: addresses } = useQuery({ ...addressesQuery(api, user?.id ?? 0), enabled: !!user });
  const { data: cards } = useQuery({
    ...cardsQuery(api, user?.id ?? 0),
    enabled: !!user && settings.cardActive === true,
  });
  // shown to a logged-in customer only (the route table's login gate)
  useEffect(() => reachGoal('BEGIN_CHECKOUT'), []);
  if (!user) return null;
  return (
    <div className="stack">
      <h1 className="page-title">{t('checkout')}</h1>
      {menu && branches && methods ? (
        <CheckoutView
          lines={lines}
          products={menu.products}
          branches={branches}
          user={user}
          methods={methods}
          channel={channel}
          onOrdered={() => store.clear()}
          phone={phone}
          addresses={addresses}
          cards={cards?.filter((c) => c.isVerified)}
        />
      ) : (
        <div className="skeleton" style={{ height: 320 }} aria-hidden="true" />
      )}
    </div>
  );
}
