import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuView } from '../../features/menu/components/menu-view';

const Footer = lazy(() => import('../layouts/footer'));

export function HomePage() {
  const { t } = useTranslation('pages');
  return (
    <>
      <h1 className="visually-hidden">{t('home')}</h1>
      <MenuView />
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
