/** One line of what applying a merchant folder changes (or would change, on a dry run). */
export interface PlanLine {
  kind:
    | 'merchant'
    | 'setting'
    | 'layout'
    | 'branch'
    | 'zone'
    | 'group'
    | 'category'
    | 'dish'
    | 'modifier'
    | 'promo'
    | 'staff';
  action: 'added' | 'changed' | 'removed';
  /** the folder's key (a setting's or layout's name, a promo's code, a staff member's phone) */
  key: string;
  /** what changed, in words: "price 40000 → 45000", or the item's name */
  detail?: string;
}

export const planLine = (
  kind: PlanLine['kind'],
  action: PlanLine['action'],
  key: string,
  detail?: string,
): PlanLine => (detail === undefined ? { kind, action, key } : { kind, action, key, detail });

/** The plan as a person reads it, a line each: "dish changed plov: price 40000 → 45000". */
export const planText = (plan: readonly PlanLine[]) =>
  plan.map((l) => `${l.kind} ${l.action} ${l.key}${l.detail ? `: ${l.detail}` : ''}`);
