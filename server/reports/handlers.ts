import type { Db } from '../db/database';
import type { Handlers } from '../http/types';
import { requireReportReader } from './access';
import { customerHandlers } from './customers';
import { loyaltyHandlers } from './loyalty';
import { summary } from './summary';

type ReportsHandlers = Pick<
  Handlers,
  'opsReportSummary' | 'manageGetLoyalty' | 'managePutLoyalty' | 'opsListCustomers' | 'opsGetCustomer'
>;

/** The Reports area's API: a period's numbers, the loyalty settings. */
export function reportsAreaHandlers({ db }: { db: Db }): ReportsHandlers {
  return {
    ...loyaltyHandlers({ db }),
    ...customerHandlers({ db }),
    async opsReportSummary(request) {
      const staff = requireReportReader(request);
      const { from, to, branchId, channel, service } = request.query;
      return summary(db, staff.merchant_id, from, to, { branchId, channel, service });
    },
  };
}
