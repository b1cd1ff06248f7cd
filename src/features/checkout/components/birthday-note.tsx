import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../../api/client';
import { personalDiscountKey, usePersonalDiscount } from '../../../api/personal-discount';
import { formatDay } from '../../../i18n/format';
import { useStorefront } from '../../../tenant/storefront-context';

/**
 * The customer's birthday promo at checkout, priced here as the server prices the order; read
 * again once an order took it, or when the server refused a total because it went to another order.
 */
export function useCheckoutBirthday(api: ApiClient, userId: number, refusedCode: string | undefined) {
  const personal = usePersonalDiscount(api);
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: personalDiscountKey(userId) }),
    [queryClient, userId],
  );
  useEffect(() => {
    if (refusedCode === 'BIRTHDAY_USED' || refusedCode === 'PRICE_MISMATCH') refresh();
  }, [refusedCode, refresh]);
  return { ...personal, refresh };
}

/** The customer's birthday promo, said above the bill while this order takes it. */
export function BirthdayNote({ offer }: { offer: { percent: number; until: string } | null }) {
  const { t } = useTranslation('checkout');
  const { lang } = useStorefront();
  if (!offer) return null;
  return (
    <p className="card" role="note" data-testid="birthday-note">
      {t('birthdayNote', { percent: offer.percent, until: formatDay(offer.until, lang) })}
    </p>
  );
}
