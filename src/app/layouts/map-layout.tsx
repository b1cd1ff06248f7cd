import { IconButton } from '../../ui/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackIcon } from '../../ui/icons';

/** Full-screen map screens: the map fills the page under a back button and a title. */
export default function MapLayout({ children, title }: { children: ReactNode; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="app app--no-nav">
      <header className="header">
        <IconButton aria-label={t('nav.back')} onClick={() => history.back()}>
          <BackIcon />
        </IconButton>
        <h1 className="header__brand">
          <span>{title}</span>
        </h1>
      </header>
      <main className="main" id="main" style={{ padding: 0 }}>
        {children}
      </main>
    </div>
  );
}
