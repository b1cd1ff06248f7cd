import { useTranslation } from 'react-i18next';
import { Skeleton } from '../ui/skeleton';
import { Button } from '../ui/button';

/** Shown while the start-up data loads: the shape of the home page, so nothing shifts. */
export function StartupSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="app" aria-busy="true">
      <div className="header">
        <Skeleton width={32} height={32} radius={10} />
        <Skeleton width={140} height={20} />
      </div>
      <main className="main stack">
        <span className="visually-hidden" role="status">
          {t('startup.loading')}
        </span>
        <Skeleton height={40} />
        {[0, 1, 2].map((i) => (
          <div key={i} className="stack">
            <Skeleton width="50%" height={24} />
            <Skeleton height={110} />
          </div>
        ))}
      </main>
    </div>
  );
}

export function StartupError({ onRetry, title }: { onRetry: () => void; title?: string }) {
  const { t } = useTranslation();
  return (
    <div className="app app--no-nav">
      <main className="center-screen">
        <div className="stack" role="alert">
          <h1 className="page-title">{title ?? t('startup.errorTitle')}</h1>
          {!title && <p className="muted">{t('startup.errorText')}</p>}
          <Button variant="primary" onClick={onRetry}>
            {t('startup.retry')}
          </Button>
        </div>
      </main>
    </div>
  );
}
