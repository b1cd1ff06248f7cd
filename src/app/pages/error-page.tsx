import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/link';
import { buttonClass } from '../../ui/button';

/** An error page shows the status code and the message (spec section 2). */
export function ErrorPage({ status, message }: { status: number; message: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="center-screen">
      <div className="stack" role="alert">
        <h1 className="page-title">{t('errors.status', { status })}</h1>
        <p className="muted">{message ?? t('errors.internal')}</p>
        <Link href="/" className={buttonClass('primary')}>
          {t('errors.home')}
        </Link>
      </div>
    </div>
  );
}
