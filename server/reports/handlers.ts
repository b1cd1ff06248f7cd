import type { Db } from '../db/database';
import type { Handlers } from '../http/types';
import { requireReportReader } from './access';
import { summary } from './summary';

type ReportsHandlers = Pick<Handlers, 'opsReportSummary'>;

/** The Reports area's API: a period's numbers. */
export function reportsAreaHandlers({ db }: { db: Db }): ReportsHandlers {
  return {
    async opsReportSummary(request) {
      const staff = requireReportReader(request);
      const { from, to, branchId, channel, service } = request.query;
      return summary(db, staff.merchant_id, from, to, { branchId, channel, service });
    },
  };
}
