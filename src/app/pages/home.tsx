import { lazy, Suspense } from 'react';
import { MenuView } from '../../features/menu/components/menu-view';

const Footer = lazy(() => import('../layouts/footer'));

export function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">Menu</h1>
      <MenuView />
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </>
  );
}
