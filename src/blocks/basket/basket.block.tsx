import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** The basket's lines (filled by the basket feature). */
export default function BasketBlock() {
  const { t } = useTranslation('blocks');
  return (
    <section className="card stack" aria-labelledby="basket-title">
      <h2 id="basket-title">{t('basketEmpty')}</h2>
      <Link href="/" className="btn btn--primary">
        {t('toMenu')}
      </Link>
    </section>
  );
}
