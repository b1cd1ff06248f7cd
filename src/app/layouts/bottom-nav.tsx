import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Link } from '../../ui/link';
import { useStorefront } from '../../tenant/storefront-context';
import { useBasket } from '../../features/basket/basket-store';
import { BasketIcon, HomeIcon, SearchIcon, UserIcon } from '../../ui/icons';

export function BottomNav() {
  const { t } = useTranslation();
  const [location] = useLocation();
  const { settings } = useStorefront();
  const { count } = useBasket();
  const badge = settings.basketPosition !== 'FLOATING_OVER_PRODUCT' && count > 0;
  const items = [
    {
      href: '/',
      label: t('nav.home'),
      icon: HomeIcon,
      active: location === '/' || location.startsWith('/product') || location === '/category',
    },
    { href: '/search', label: t('nav.search'), icon: SearchIcon, active: location === '/search' },
    {
      href: '/basket',
      label: t('nav.basket'),
      icon: BasketIcon,
      active: location === '/basket' || location === '/checkout',
    },
    {
      href: '/profile',
      label: t('nav.profile'),
      icon: UserIcon,
      active: location.startsWith('/profile') || location.startsWith('/login'),
    },
  ];
  return (
    <nav className="bottom-nav" aria-label={t('nav.home')} data-bottom-bar>
      {items.map(({ href, label, icon: Icon, active }) => (
        <Link key={href} href={href} aria-current={active ? 'page' : undefined}>
          <Icon />
          <span>{label}</span>
          {href === '/basket' && badge && (
            <span className="badge" data-testid="basket-badge">
              <span className="visually-hidden">{t('nav.inBasket')}</span>
              {count}
            </span>
          )}
        </Link>
      ))}
    </nav>
  );
}
