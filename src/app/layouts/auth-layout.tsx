import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/link';
import { useStorefront } from '../../tenant/storefront-context';
import { BackIcon } from '../../ui/icons';
import { iconButtonClass } from '../../ui/button';
import { LanguageSelect } from './language-select';

/** Log-in screens: the brand, a way back, nothing else to distract. */
export default function AuthLayout({ children, title }: { children: ReactNode; title: string }) {
  const { t } = useTranslation();
  const { settings, merchant } = useStorefront();
  return (
    <div className="app app--no-nav">
      <header className="header">
        <Link href="/" className={iconButtonClass} aria-label={t('nav.back')}>
          <BackIcon />
        </Link>
        <span className="header__brand">
          <span>{settings.brand ?? merchant.name}</span>
        </span>
        <LanguageSelect />
      </header>
      <main className="main" id="main" aria-label={title}>
        {children}
      </main>
    </div>
  );
}
