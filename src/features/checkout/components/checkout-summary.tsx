import { useTranslation } from 'react-i18next';
import type { Totals } from '../../../domain/pricing';
import { formatSum } from '../../../i18n/format';
import { useStorefront } from '../../../tenant/storefront-context';

/** The order's sums as the server will check them: products, discounts, delivery, promo, cashback, total. */
export function CheckoutSummary({
  totals,
  delivery,
  deliveryKnown = true,
}: {
  totals: Totals;
  delivery: boolean;
  /** false until a delivery point is chosen: its price is not 0, it is not known yet */
  deliveryKnown?: boolean;
}) {
  const { t } = useTranslation('checkout');
  const { lang } = useStorefront();
  const money = (amount: number) => (amount < 0 ? `−${formatSum(-amount, lang)}` : formatSum(amount, lang));
  const rows: (readonly [label: string, amount: number | string, testId?: string])[] = [
    [t('products'), totals.productPrice],
    ...(totals.productDiscount > 0 ? [[t('productDiscount'), -totals.productDiscount] as const] : []),
    ...(delivery
      ? [
          [
            t('delivery'),
            deliveryKnown ? totals.deliveryPrice : t('deliveryByAddress'),
            'checkout-delivery',
          ] as const,
        ]
      : []),
    ...(totals.deliveryDiscount > 0 ? [[t('deliveryDiscount'), -totals.deliveryDiscount] as const] : []),
    ...(totals.promoProductDiscount > 0 ? [[t('promoDiscount'), -totals.promoProductDiscount] as const] : []),
    ...(totals.cashback > 0 ? [[t('cashbackUsed'), -totals.cashback] as const] : []),
  ];
  return (
    <dl className="totals card" data-testid="checkout-summary">
      {rows.map(([label, amount, testId]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd data-testid={testId}>{typeof amount === 'string' ? amount : money(amount)}</dd>
        </div>
      ))}
      <div className="totals__total">
        <dt>{t('total')}</dt>
        <dd data-testid="checkout-total">{formatSum(totals.totalPrice, lang)}</dd>
      </div>
    </dl>
  );
}
