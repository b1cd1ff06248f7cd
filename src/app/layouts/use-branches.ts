import { useQuery } from '@tanstack/react-query';
import { useStorefront } from '../../tenant/storefront-context';
import { branchesQuery } from '../../features/places/places.queries';

/** The merchant's branches query (its data, and whether it is still on the way). */
export function useBranchesQuery() {
  const { api, merchant } = useStorefront();
  return useQuery(branchesQuery(api, merchant.id));
}

export const useBranches = () => useBranchesQuery().data ?? [];
