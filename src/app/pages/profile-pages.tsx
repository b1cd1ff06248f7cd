import { useTranslation } from 'react-i18next';
import PromoBlock from '../../blocks/promo/promo.block';
import { AddressForm, AddressList } from '../../features/account/components/addresses';
import { CardConfirm, CardCreate, CardList } from '../../features/account/components/cards';
import { ProfileUser } from '../../features/account/components/profile-user';
import type { RouteDef } from '../../domain/routes';

export default function ProfileRoutePage({ route }: { route: RouteDef }) {
  const { t } = useTranslation('pages');
  const body = (() => {
    switch (route.path) {
      case '/profile/user':
        return <ProfileUser />;
      case '/profile/address':
        return <AddressList />;
      case '/profile/address/create':
        return <AddressForm />;
      case '/profile/cards':
        return <CardList />;
      case '/profile/cards/create':
        return <CardCreate />;
      case '/profile/cards/confirm':
        return <CardConfirm />;
      default:
        return <PromoBlock />;
    }
  })();
  return (
    <div className="stack">
      <h1 className="page-title">{t(route.title)}</h1>
      {body}
    </div>
  );
}
