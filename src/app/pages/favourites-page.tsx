import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/link';
import { useCurrentUser } from '../../api/session-context';
import { useStorefront } from '../../tenant/storefront-context';
import { favouritesQuery } from '../../features/account/account.queries';
import { ProductCard } from '../../features/menu/components/product-card';
import { buttonClass } from '../../ui/button';

/** The customer's favourite dishes; anyone else is invited to log in. */
export default function FavouritesPage() {
  const { t } = useTranslation('pages');
  const { t: tb } = useTranslation('blocks');
  const { api } = useStorefront();
  const user = useCurrentUser();
  const { data, isPending } = useQuery({ ...favouritesQuery(api, user?.id ?? 0), enabled: user !== null });
  return (
    <div className="stack">
      <h1 className="page-title">{t('favorites')}</h1>
      {!user ? (
        <section className="card stack">
          <p>{tb('guestText')}</p>
          <Link href="/login" className={buttonClass('primary')}>
            {tb('login')}
          </Link>
        </section>
      ) : isPending ? (
        <div className="skeleton" style={{ height: 120 }} aria-hidden="true" />
      ) : (data ?? []).length === 0 ? (
        <section className="card stack">
          <p>{t('favoritesEmpty')}</p>
          <Link href="/" className={buttonClass('primary')}>
            {t('toMenu')}
          </Link>
        </section>
      ) : (
        <div className="products products--small">
          {(data ?? []).map((p) => (
            <ProductCard key={p.id} product={p} view="SMALL" />
          ))}
        </div>
      )}
    </div>
  );
}
