import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { parseDeepLink } from '../domain/deep-link';
import { menuQuery } from '../features/menu/menu.queries';
import { startParam } from '../platform/telegram';
import { useStorefront } from '../tenant/storefront-context';
import { notify } from '../ui/notify';

const HANDLED = 'dx:startapp';

/**
 * The link the storefront was opened with (`startapp` in Telegram, `?startapp=` on the web) takes
 * the customer where it points, once per launch: a product, a category, an order, a table, or a
 * promo code kept for checkout. A stale or unknown link lands on the menu with a short notice.
 */
export function useDeepLink() {
  const { t } = useTranslation();
  const { api, merchant, channel, branchId, telegram, storage, lang } = useStorefront();
  const [, navigate] = useLocation();
  const [param] = useState(() => {
    const value = startParam(telegram);
    return value && sessionStorage.getItem(HANDLED) !== value ? value : null;
  });
  const link = param ? parseDeepLink(param) : null;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!param || !link) return;
    sessionStorage.setItem(HANDLED, param);
    // the address bar keeps no parameter that a reload would follow again
    const url = new URL(location.href);
    if (url.searchParams.has('startapp')) {
      url.searchParams.delete('startapp');
      history.replaceState(history.state, '', url);
    }
    const unknown = () => notify('info', t('deepLink.unknown'));
    // a product or a category is followed once the menu says it exists
    const menu = () =>
      queryClient.fetchQuery(menuQuery(api, merchant.id, channel, branchId, lang)).catch(() => null);
    switch (link.kind) {
      case 'product':
        return void menu().then((m) =>
          m?.products.some((p) => p.id === link.id) ? navigate(`/product/${link.id}`) : unknown(),
        );
      case 'category':
        return void menu().then((m) =>
          m?.categories.some((c) => c.id === link.id) ? navigate(`/category#category-${link.id}`) : unknown(),
        );
      case 'order':
        return navigate(`/profile/orders/${link.id}`);
      case 'table':
        return navigate(`/t/${link.branch}/${link.table}`);
      case 'promo':
        storage.set('promoCode', link.code);
        return notify('success', t('deepLink.promo', { code: link.code }));
      default:
        return unknown();
    }
  }, [param]); // eslint-disable-line react-hooks/exhaustive-deps -- once per launch
}
