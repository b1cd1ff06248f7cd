import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { localized } from '../../domain/localized';
import { offeredServices } from '../../domain/payments';
import { findTable } from '../../domain/table';
import { branchesQuery } from '../../features/places/places.queries';
import { useStorefront } from '../../tenant/storefront-context';
import { notify } from '../../ui/notify';
import { tableLabel } from '../../domain/table';

/**
 * A table's QR code (`/t/<branch>/<table>`): the customer is seated at that table of that branch
 * (dine-in, no address) and lands on the menu. A stale or unknown table lands there too, with a
 * short notice, never an error page.
 */
export default function TablePage({ params }: { params: Record<string, string> }) {
  const { t } = useTranslation();
  const { api, merchant, settings, lang, setTable, setBranch } = useStorefront();
  const [, navigate] = useLocation();
  const { data: branches, isError } = useQuery(branchesQuery(api, merchant.id));
  useEffect(() => {
    if (!branches && !isError) return;
    const seated = findTable(branches ?? [], params.branch ?? '', Number(params.table));
    const branch = branches?.find((b) => b.id === seated?.branchId);
    if (seated && branch && offeredServices(settings, branch.settings ?? null).includes('DINE_IN')) {
      setTable(seated);
      setBranch(seated.branchId);
      notify(
        'success',
        t('table.welcome', { table: tableLabel(seated, lang, t), branch: localized(branch.name, lang) }),
      );
    } else {
      notify('info', t('deepLink.unknown'));
    }
    navigate('/', { replace: true });
  }, [branches, isError]); // eslint-disable-line react-hooks/exhaustive-deps -- once, when the branches are known
  return <div className="skeleton" style={{ height: 200 }} aria-hidden="true" />;
}
