import { useTranslation } from 'react-i18next';
import { localized, type Lang } from '../../domain/localized';
import { formatSum } from '../../i18n/format';
import type { OrderQuote } from './phone-api';

/** The server's price of the order: each line as priced, the dishes, the delivery, the total. */
export function QuoteSummary({ quote, lang }: { quote: OrderQuote; lang: Lang }) {
  const { t } = useTranslation('ops-phone');
  return (
    <dl className="ops-phone__quote" aria-label={t('priced')}>
      {quote.cartItems.map((l, i) => (
        <div key={i} className="row-between">
          <dt>
            {l.count} × {localized(l.name, lang)}
            {l.modifications.length > 0 && (
              <small className="muted">
                {' '}
                ({l.modifications.map((m) => localized(m.name, lang)).join(', ')})
              </small>
            )}
          </dt>
          <dd>{formatSum(l.total, lang)}</dd>
        </div>
      ))}
      {quote.deliveryPrice > 0 && (
        <div className="row-between">
          <dt>{t('delivery')}</dt>
          <dd>{formatSum(quote.deliveryPrice, lang)}</dd>
        </div>
      )}
      <div className="row-between ops-phone__total">
        <dt>{t('total')}</dt>
        <dd data-testid="phone-total">{formatSum(quote.totalPrice, lang)}</dd>
      </div>
    </dl>
  );
}
