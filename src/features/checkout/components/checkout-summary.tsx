import { useTranslation } from 'react-i18next';
import { billRows } from '../../../domain/bill';
import type { Totals } from '../../../domain/pricing';
import { formatMoney, formatSum } from '../../../i18n/format';
import { useStorefront } from '../../../tenant/storefront-context';
import { BillList } from '../../../ui/bill-list';

/** The order's sums as the server will check them: products, each deduction on its own line, total. */
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
  const rows = billRows(totals, delivery).map((row) =>
    row.kind === 'delivery'
      ? {
          label: t('delivery'),
          amount: deliveryKnown ? formatSum(row.amount, lang) : t('deliveryByAddress'),
          testId: 'checkout-delivery',
        }
      : {
          label: t(row.kind),
          amount: formatMoney(row.amount, lang),
          ...(row.kind === 'birthdayDiscount' ? { testId: 'checkout-birthday' } : {}),
        },
  );
  return (
    <BillList
      testId="checkout-summary"
      rows={rows}
      total={{ label: t('total'), amount: formatSum(totals.totalPrice, lang), testId: 'checkout-total' }}
    />
  );
}
