/**
 * The desk's staff member each journey logs in as (server/seed/<merchant>/staff.json): one of its
 * own each, so no journey waits on another's login. A code asked for a phone replaces the one asked
 * before it and holds the next back for the resend wait, and a phone gets 20 staff codes an hour:
 * journeys on one phone, on two workers, took turns for up to two minutes.
 * The rush project (board-thousand, print-roll) runs alone after the others, on the seeded operators.
 */
export const STAFF = {
  /** ops.spec: the board's order from new to handed over (with the kitchen, Bekzod) */
  opsBoard: '998900000001',
  /** ops.spec: a new order rejected with a reason */
  opsReject: '998900000101',
  courier: '998900000102',
  courierTelegram: '998900000103',
  opsPhone: '998900000104',
  /** order-outcome.spec: a paid order cancelled, per language */
  outcomeCancel: { uz: '998900000105', ru: '998900000106' },
  /** order-outcome.spec: a courier assigned, per merchant */
  outcomeCourier: { demo: '998900000107', night: '998900000121' },
  /** osh's operator: ops-day.spec (its four tests one after another) is on osh's seeded Malika */
  posIiko: '998900000111',
  storefrontLive: '998900000108',
  webPush: '998900000109',
  /** demo's managers */
  birthdayPromo: '998900000131',
  campaigns: '998900000132',
  campaignCustomers: '998900000133',
  manage: '998900000134',
  /** manage-history.spec reads its rows by Shahzoda's name */
  manageHistory: '998900000003',
  reports: '998901110047',
} as const;
