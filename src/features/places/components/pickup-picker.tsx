import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useStorefront } from '../../../tenant/storefront-context';
import { BranchList } from './branch-list';
import { PlacesMap } from './places-map';
import { Button } from '../../../ui/button';

/** Choose the branch to pick the order up from, on the map or in the list. */
export function PickupPicker() {
  const { t } = useTranslation('places');
  const { storage, setBranch } = useStorefront();
  const [, navigate] = useLocation();
  const [chosen, setChosen] = useState<number | null>(() => storage.get('pickupBranch'));
  const choose = (id: number) => {
    setChosen(id);
    storage.set('pickupBranch', id);
    storage.set('branchChosen', true);
    setBranch(id);
  };
  return (
    <div className="stack">
      <PlacesMap onBranch={choose} height="40dvh" showZones={false} />
      <div className="stack" style={{ padding: '0 16px 16px' }}>
        <BranchList onChoose={choose} chosenId={chosen} />
        <Button variant="primary" disabled={chosen === null} onClick={() => navigate('/basket')}>
          {t('pickupHere')}
        </Button>
      </div>
    </div>
  );
}
