import { useTranslation } from 'react-i18next';
import { Link } from '../../ui/link';
import { useCurrentUser, useSessionActor } from '../../api/session-context';
import { navRoutes } from '../../domain/routes';
import { useStorefront } from '../../tenant/storefront-context';
import { Button } from '../../ui/button';

/** The profile's menu (the route table's `nav`): what the merchant turns on, the personal parts after login. */
export default function ProfileLinksBlock() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  const { settings } = useStorefront();
  const user = useCurrentUser();
  const session = useSessionActor();
  return (
    <nav aria-label={t('profile')}>
      <ul className="link-list">
        {navRoutes('profile', settings)
          .filter((route) => !route.auth || user)
          .map((route) => (
            <li key={route.path}>
              <Link href={route.path}>{t(route.title)}</Link>
            </li>
          ))}
      </ul>
      {user && (
        <Button variant="secondary" block onClick={() => session.send({ type: 'LOGOUT' })}>
          {tc('actions.logout')}
        </Button>
      )}
    </nav>
  );
}
