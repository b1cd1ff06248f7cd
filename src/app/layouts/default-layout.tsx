import type { ReactNode } from 'react';
import { useStorefront } from '../../tenant/storefront-context';
import { BottomNav } from './bottom-nav';
import { Header } from './header';

export function DefaultLayout({ children }: { children: ReactNode; title: string }) {
  const { settings } = useStorefront();
  const nav = settings.isNavigationViewEnabled !== false;
  return (
    <div className={nav ? 'app' : 'app app--no-nav'}>
      <Header />
      <main className="main" id="main">
        {children}
      </main>
      {nav && <BottomNav />}
    </div>
  );
}
