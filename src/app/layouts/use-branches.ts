import { useQuery } from '@tanstack/react-query';
import { useStorefront } from '../../tenant/storefront-context';
import { branchesQuery } from '../../features/places/places.queries';

export function useBranches() {
  const { api, merchant } = useStorefront();
  return useQuery(branchesQuery(api, merchant.id)).data ?? [];
}
