import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useCurrentUser, useSessionActor } from '../../api/session-context';
import { useStorefront } from '../../tenant/storefront-context';

const LINKS: [href: string, title: string, setting: string | null, needsLogin: boolean][] = [
  ['/profile/orders', 'orders', null, true],
  ['/profile/user', 'profileUser', null, true],
  ['/profile/address', 'addresses', null, true],
  ['/profile/favorites', 'favorites', 'favouriteActive', true],
  ['/profile/cards', 'cards', 'cardActive', true],
  ['/profile/promos', 'promos', 'promoActive', false],
  ['/reservations', 'reservations', 'bookingActive', true],
  ['/branches', 'branches', 'branchesActive', false],
  ['/vacancy', 'vacancy', 'vacanciesActive', false],
  ['/about', 'about', 'aboutMerchantActive', false],
  ['/offerta', 'offerta', 'termsOfUseActive', false],
  ['/privacy', 'privacy', 'privacyActive', false],
];

/** The profile's menu: only what the merchant turns on, the personal parts only after login. */
export default function ProfileLinksBlock() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  const { settings } = useStorefront();
  const user = useCurrentUser();
  const session = useSessionActor();
  const s = settings as unknown as Record<string, unknown>;
  return (
    <nav aria-label={t('profile')}>
      <ul className="link-list">
        {LINKS.filter(
          ([, , setting, needsLogin]) => (setting === null || s[setting] === true) && (!needsLogin || user),
        ).map(([href, title]) => (
          <li key={href}>
            <Link href={href}>{t(title)}</Link>
          </li>
        ))}
      </ul>
      {user && (
        <button
          type="button"
          className="btn btn--secondary btn--block"
          onClick={() => session.send({ type: 'LOGOUT' })}
        >
          {tc('actions.logout')}
        </button>
      )}
    </nav>
  );
}
