import { useTranslation } from 'react-i18next';
import { LoginFlow } from '../../features/account/components/login-pages';
import { PolicyView } from '../../features/content/components/policy-view';
import type { RouteDef } from '../../domain/routes';

/** Log-in screens and the company pages. */
export default function AccountRoutePage({ route }: { route: RouteDef }) {
  const { t } = useTranslation('pages');
  switch (route.path) {
    case '/login':
      return <LoginFlow step="phone" />;
    case '/login/confirm':
      return <LoginFlow step="code" />;
    case '/login/rules':
    case '/offerta':
      return <PolicyView type="TERMS" title={t(route.title)} />;
    case '/about':
      return <PolicyView type="ABOUT_COMPANY" title={t(route.title)} />;
    default:
      return <PolicyView type="PRIVACY_POLICY" title={t(route.title)} />;
  }
}
