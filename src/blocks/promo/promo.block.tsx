import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localized } from '../../domain/localized';
import { useStorefront } from '../../tenant/storefront-context';
import { promosQuery } from '../../features/content/content.queries';
import { formatSum } from '../../i18n/format';

/** Promo codes available now, with their conditions. */
export default function PromoBlock() {
  const { t } = useTranslation('blocks');
  const { api, merchant, lang } = useStorefront();
  const { data = [] } = useQuery(promosQuery(api, merchant.id));
  if (data.length === 0) return null;
  return (
    <section className="stack" aria-labelledby="promo-title">
      <h2 id="promo-title">{t('promos')}</h2>
      {data.map((p) => (
        <article key={p.id} className="card">
          <strong className="promo-code">{p.code}</strong>
          <p>{localized(p.description, lang)}</p>
          {p.minPrice > 0 && (
            <small className="muted">{t('minimum', { sum: formatSum(p.minPrice, lang) })}</small>
          )}
        </article>
      ))}
    </section>
  );
}
