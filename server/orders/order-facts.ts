import type { Selectable } from 'kysely';
import { isEmbedded, type Db } from '../db/database';
import type { Database, Branch, Product } from '../db/schema';
import type { MerchantCache } from '../http/security';
import { stoppedAt, type Stopped } from '../menu/stop-list';
import { liveBranch } from '../places/branches';
import { fail } from '../http/errors';

export type PaymentMethodRow = Selectable<Database['payment_methods']>;
/** A dish as an order prices it: its row and whether its category is one without a basket. */
export type OrderProduct = Product & { is_without_cart: boolean };
type StopRow = {
  branch_id: number | null;
  product_id: number | null;
  modification_id: number | null;
  until: Date | null;
};

/**
 * What pricing an order reads of a merchant's menu besides the customer: the branch, the payment
 * methods, the dishes ordered and the stop-list in force.
 */
export interface OrderFacts {
  /** an active branch of the merchant, or 404 FILIAL_NOT_FOUND */
  branch(merchantId: number, branchId: number): Promise<Branch>;
  paymentMethods(merchantId: number): Promise<PaymentMethodRow[]>;
  /** those of `ids` that are the merchant's dishes (any order; a missing id is not there) */
  products(merchantId: number, ids: readonly number[]): Promise<OrderProduct[]>;
  /** the stop-list in force now at the branch (its entries and those for every branch) */
  stopped(merchantId: number, branchId: number): Promise<Stopped>;
}

const readPaymentMethods = (db: Db, merchantId: number) =>
  db.selectFrom('payment_methods').selectAll().where('merchant_id', '=', merchantId).execute();

const readProducts = (db: Db, merchantId: number, ids: readonly number[]): Promise<OrderProduct[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('products')
        .innerJoin('categories', 'categories.id', 'products.category_id')
        .selectAll('products')
        .select('categories.is_without_cart')
        .where('products.merchant_id', '=', merchantId)
        .where('products.id', 'in', ids)
        .execute();

/** An active branch of the merchant, or null. */
const readBranch = async (db: Db, merchantId: number, branchId: number): Promise<Branch | null> =>
  (await db
    .selectFrom('branches')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', branchId)
    .where('is_active', '=', true)
    .executeTakeFirst()) ?? null;

/** Straight from the database, every time (PostgreSQL, and inside a transaction). */
function readFacts(db: Db): OrderFacts {
  return {
    branch: (merchantId, branchId) => liveBranch(db, merchantId, branchId),
    paymentMethods: (merchantId) => readPaymentMethods(db, merchantId),
    products: (merchantId, ids) => readProducts(db, merchantId, ids),
    stopped: (merchantId, branchId) => stoppedAt(db, merchantId, branchId),
  };
}

/** The stop-list in force at `now` at a branch, from the merchant's entries. */
export function stoppedIn(rows: readonly StopRow[], branchId: number, now: Date): Stopped {
  const products = new Set<number>();
  const modifications = new Set<number>();
  for (const r of rows) {
    if (r.until !== null && r.until <= now) continue;
    if (r.branch_id !== null && r.branch_id !== branchId) continue;
    if (r.product_id !== null) products.add(r.product_id);
    if (r.modification_id !== null) modifications.add(r.modification_id);
  }
  return { products, modifications };
}

/**
 * How long a merchant's facts are kept at most: a change is heard at once (the bus); this bounds
 * what a write that forgot to announce itself could leave behind.
 */
const KEPT_MS = 5_000;

interface Kept {
  /** when the first of them was read */
  at: number;
  /** the merchant's active branches read so far, by id */
  branches: Map<number, Branch>;
  paymentMethods: PaymentMethodRow[] | null;
  /** the merchant's dishes read so far, by id */
  products: Map<number, OrderProduct>;
  /** entries not yet ended when read (an entry's `until` is compared with the clock at each order) */
  stops: StopRow[] | null;
}

/**
 * A merchant's facts kept in memory between orders, each read once after the merchant's last
 * change. Only where this process is the only one writing the data (the embedded database, its
 * directory locked) and every write announces itself on this process's bus before its answer
 * leaves: each announcement (server/events: a back-office save or undo, a folder applied, a POS
 * sync, a stop set, lifted or ended, a branch paused) drops the merchant's facts here. A read that
 * began before an announcement is used for its own order and never kept (the merchant's generation
 * moved on meanwhile), as the menu cache does (server/api/catalog.ts). Nothing is kept longer than
 * KEPT_MS either.
 */
class KeptFacts implements OrderFacts {
  private readonly merchants = new Map<number, Kept>();
  private readonly generations = new Map<number, number>();

  constructor(private readonly db: Db) {}

  changed(merchantId: number) {
    this.generations.set(merchantId, (this.generations.get(merchantId) ?? 0) + 1);
    this.merchants.delete(merchantId);
  }

  /** `load`'s answer, kept by `keep` unless the merchant changed while it was read. */
  private async read<T>(merchantId: number, load: () => Promise<T>, keep: (kept: Kept, value: T) => void) {
    const generation = this.generations.get(merchantId) ?? 0;
    const value = await load();
    if ((this.generations.get(merchantId) ?? 0) === generation) keep(this.of(merchantId), value);
    return value;
  }

  /** the merchant's facts kept now, if any (older than KEPT_MS: none) */
  private kept(merchantId: number): Kept | undefined {
    const kept = this.merchants.get(merchantId);
    if (!kept || Date.now() - kept.at <= KEPT_MS) return kept;
    this.merchants.delete(merchantId);
    return undefined;
  }

  private of(merchantId: number): Kept {
    let kept = this.merchants.get(merchantId);
    if (!kept) {
      kept = { at: Date.now(), branches: new Map(), paymentMethods: null, products: new Map(), stops: null };
      this.merchants.set(merchantId, kept);
    }
    return kept;
  }

  async branch(merchantId: number, branchId: number): Promise<Branch> {
    const hit = this.kept(merchantId)?.branches.get(branchId);
    const branch =
      hit !== undefined
        ? hit
        : await this.read(
            merchantId,
            () => readBranch(this.db, merchantId, branchId),
            // an unknown id is not kept: whatever a client sends, only real branches fill the map
            (kept, value) => value && kept.branches.set(branchId, value),
          );
    if (!branch) throw fail(404, 'FILIAL_NOT_FOUND');
    return branch;
  }

  async paymentMethods(merchantId: number): Promise<PaymentMethodRow[]> {
    return (
      this.kept(merchantId)?.paymentMethods ??
      this.read(
        merchantId,
        () => readPaymentMethods(this.db, merchantId),
        (kept, value) => (kept.paymentMethods = value),
      )
    );
  }

  async products(merchantId: number, ids: readonly number[]): Promise<OrderProduct[]> {
    const known = this.kept(merchantId)?.products;
    const found = new Map<number, OrderProduct>();
    for (const id of ids) {
      const hit = known?.get(id);
      if (hit !== undefined) found.set(id, hit);
    }
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length > 0) {
      const rows = await this.read(
        merchantId,
        () => readProducts(this.db, merchantId, missing),
        (kept, value) => {
          for (const row of value) kept.products.set(row.id, row);
        },
      );
      for (const row of rows) found.set(row.id, row);
    }
    return [...found.values()];
  }

  async stopped(merchantId: number, branchId: number): Promise<Stopped> {
    const now = new Date();
    const rows =
      this.kept(merchantId)?.stops ??
      (await this.read(
        merchantId,
        () =>
          this.db
            .selectFrom('stop_list')
            .select(['branch_id', 'product_id', 'modification_id', 'until'])
            .where('merchant_id', '=', merchantId)
            .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
            .execute(),
        (kept, value) => (kept.stops = value),
      ));
    return stoppedIn(rows, branchId, now);
  }
}

const kept = new WeakMap<Db, KeptFacts>();

/**
 * Keeps the order facts of `db` in memory when it is the embedded database (one process by
 * construction), dropped whenever the merchant cache hears a merchant changed (every process's
 * storefront announcements on the bus, a folder applied). On PostgreSQL nothing is kept: see
 * `orderFactsOf`.
 */
export function keepOrderFacts(db: Db, merchants: MerchantCache) {
  if (!isEmbedded(db)) return;
  const facts = new KeptFacts(db);
  kept.set(db, facts);
  merchants.onChange((merchantId) => facts.changed(merchantId));
}

/**
 * The order facts of `db`: kept in memory on the embedded database; read every time on
 * PostgreSQL, where other processes write too and a notification can be late or, while the
 * listening connection reconnects, lost — a dish stopped there would still be sold here — and
 * inside a transaction (`db` then is the transaction: it reads what it sees).
 */
export function orderFactsOf(db: Db): OrderFacts {
  return kept.get(db) ?? readFacts(db);
}
