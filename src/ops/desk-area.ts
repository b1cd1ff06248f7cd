import type { ApiClient } from '../api/client';
import type { Lang } from '../domain/localized';

/** What an area of the desk (stop-list, history, reports, the day report, the couriers map) is given: the merchant, the branch chosen on the board (null: all) and its names. */
export interface DeskAreaProps {
  api: ApiClient;
  merchantId: number;
  branchId: number | null;
  lang: Lang;
  branchName: (id: number) => string | null;
}
