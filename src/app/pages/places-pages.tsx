import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../api/session-context';
import { addressesQuery } from '../../features/account/account.queries';
import { useStorefront } from '../../tenant/storefront-context';
import { BranchList } from '../../features/places/components/branch-list';
import { ChooseAddress } from '../../features/places/components/choose-address';
import { DeliveryPicker } from '../../features/places/components/delivery-picker';
import { PickupPicker } from '../../features/places/components/pickup-picker';
import { PlacesMap } from '../../features/places/components/places-map';
import type { RouteDef } from '../../domain/routes';

/** The customer's saved addresses (account) offered as delivery points (places). */
function SavedAddresses() {
  const { api } = useStorefront();
  const user = useCurrentUser();
  const { data = [] } = useQuery({ ...addressesQuery(api, user?.id ?? 0), enabled: user !== null });
  return <ChooseAddress addresses={data} />;
}

export default function PlacesRoutePage({ route }: { route: RouteDef }) {
  const { t } = useTranslation('pages');
  switch (route.path) {
    case '/branches':
      return (
        <div className="stack">
          <h1 className="page-title">{t(route.title)}</h1>
          <BranchList />
        </div>
      );
    case '/branches/map':
      return <PlacesMap height="calc(100dvh - 60px)" />;
    case '/address/delivery':
      return <DeliveryPicker />;
    case '/choose-address':
      return (
        <div className="stack">
          <h1 className="page-title">{t(route.title)}</h1>
          <SavedAddresses />
        </div>
      );
    default:
      return <PickupPicker />;
  }
}
