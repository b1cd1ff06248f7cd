import { useTranslation } from 'react-i18next';
import { Link } from '../../../ui/link';
import type { Totals } from '../../../domain/pricing';
import { formatSum } from '../../../i18n/format';
import { useStorefront } from '../../../tenant/storefront-context';

/** How far a delivery is from its zone's free delivery (under the bill). */
export function FreeDeliveryHint({ totals }: { totals: Totals }) {
  const { t } = useTranslation('checkout');
  const { lang } = useStorefront();
  if (totals.freeDeliveryMissing <= 0 || totals.minOrderMissing > 0) return null;
  return (
    <p className="muted" data-testid="free-delivery-hint">
      {t('freeDeliveryMissing', { amount: formatSum(totals.freeDeliveryMissing, lang) })}
    </p>
  );
}

/** A delivery under its zone's minimum: how much more, and the way back to the menu (the order waits). */
export function MinOrderNotice({ totals, least }: { totals: Totals; least: number }) {
  const { t } = useTranslation('checkout');
  const { lang } = useStorefront();
  if (totals.minOrderMissing <= 0) return null;
  return (
    <p className="warning" role="status" data-testid="min-order">
      {t('minOrderMissing', {
        least: formatSum(least, lang),
        amount: formatSum(totals.minOrderMissing, lang),
      })}{' '}
      <Link href="/">{t('toMenu')}</Link>
    </p>
  );
}
