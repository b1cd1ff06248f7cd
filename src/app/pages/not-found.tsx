import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/link';
import { buttonClass } from '../../ui/button';

/** 404 has its own page, with the routing message 'Page not found: {path}'. */
export default function NotFoundPage({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <div className="center-screen">
      <div className="stack">
        <p aria-hidden="true" style={{ fontSize: 56, fontWeight: 800, margin: 0 }}>
          404
        </p>
        <h1 className="page-title">{t('errors.notFoundTitle')}</h1>
        <p className="muted" data-testid="not-found-message">
          {t('errors.notFound', { path })}
        </p>
        <Link href="/" className={buttonClass('primary')}>
          {t('errors.home')}
        </Link>
      </div>
    </div>
  );
}
