import { listenEmbedded, type Db } from '../db/database';
import type { User } from '../db/schema';

/** The customer a token opens at a merchant: an active customer's row, or null (401). */
export type SessionLookup = (merchantId: number, tokenHash: string) => Promise<User | null>;

/** Straight from the database, every time (PostgreSQL). */
export const readSession =
  (db: Db): SessionLookup =>
  async (merchantId, tokenHash) =>
    (await db
      .selectFrom('tokens')
      .innerJoin('users', 'users.id', 'tokens.user_id')
      .selectAll('users')
      .where('tokens.token_hash', '=', tokenHash)
      .where('tokens.revoked', '=', false)
      .where('tokens.merchant_id', '=', merchantId)
      .where('users.is_active', '=', true)
      .executeTakeFirst()) ?? null;

/** At most this many sessions are kept (the oldest kept goes first); the rest are read each time. */
const KEPT_SESSIONS = 10_000;

/**
 * Customers' sessions kept in memory for their lifetime on the embedded database: a token's
 * customer is read once, then every request with it is answered from here. Dropped by the
 * database itself (migration 057): any update or delete of the customer's row or of one of their
 * tokens — a logout, an erased account, a profile, phone or cashback change, by any path — notifies
 * `customer_sessions` when it commits, heard here before that statement's own answer returns, so
 * the very next request reads again (a revoked token: 401). A read that began before a notice is
 * used for its own request and never kept. Only a token that opens an active customer is kept:
 * random tokens cannot fill memory.
 */
export class KeptSessions {
  /** `${merchantId}:${tokenHash}` → the customer's row */
  private readonly sessions = new Map<string, User>();
  /** customer id → their kept sessions' keys */
  private readonly byCustomer = new Map<number, Set<string>>();
  /** moves on at every notice: a read begun before one is not kept */
  private generation = 0;

  constructor(
    private readonly read: SessionLookup,
    private readonly most = KEPT_SESSIONS,
  ) {}

  /** A notice: `payload` is a customer's id, or '' for every customer (a TRUNCATE). */
  changed(payload: string) {
    this.generation++;
    if (payload === '') {
      this.sessions.clear();
      this.byCustomer.clear();
      return;
    }
    const id = Number(payload);
    for (const key of this.byCustomer.get(id) ?? []) this.sessions.delete(key);
    this.byCustomer.delete(id);
  }

  readonly lookup: SessionLookup = async (merchantId, tokenHash) => {
    const key = `${merchantId}:${tokenHash}`;
    const hit = this.sessions.get(key);
    if (hit) return hit;
    const generation = this.generation;
    const user = await this.read(merchantId, tokenHash);
    if (user && this.generation === generation) this.keep(key, user);
    return user;
  };

  private keep(key: string, user: User) {
    if (this.sessions.size >= this.most) {
      const [oldest, row] = this.sessions.entries().next().value as [string, User];
      this.sessions.delete(oldest);
      const theirs = this.byCustomer.get(row.id);
      theirs?.delete(oldest);
      if (theirs?.size === 0) this.byCustomer.delete(row.id);
    }
    // one row for every request of the session: frozen, so no request can change it for the next
    this.sessions.set(key, Object.freeze(user));
    const keys = this.byCustomer.get(user.id) ?? new Set<string>();
    keys.add(key);
    this.byCustomer.set(user.id, keys);
  }
}

const kept = new WeakMap<Db, SessionLookup>();

/**
 * Keeps customers' sessions of `db` in memory when it is the embedded database (one process by
 * construction, so every change is heard here), once it is listening to the database's notices.
 * It listens as long as the database is open (a closed one tells nothing more). On PostgreSQL
 * nothing is kept: another process's logout would be heard late or, while the listening connection
 * reconnects, never.
 */
export async function keepCustomerSessions(db: Db): Promise<void> {
  const sessions = new KeptSessions(readSession(db));
  if (await listenEmbedded(db, 'customer_sessions', (payload) => sessions.changed(payload)))
    kept.set(db, sessions.lookup);
}

/** How `db`'s customer sessions are looked up: kept on the embedded database, else read each time. */
export const sessionsOf = (db: Db): SessionLookup => kept.get(db) ?? readSession(db);
