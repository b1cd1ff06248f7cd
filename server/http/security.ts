import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { Merchant } from '../db/schema';
import { fail } from './errors';
import { sessionsOf } from './customer-sessions';
import { runsTheDesk } from '../../src/domain/order-lifecycle';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Merchants by id, cached briefly (settings change through the onboarding import). */
export class MerchantCache {
  private readonly entries = new Map<number, { at: number; merchant: Merchant | null }>();
  constructor(
    private readonly db: Db,
    private readonly ttlMs = 5_000,
  ) {}
  async get(id: number): Promise<Merchant | null> {
    const hit = this.entries.get(id);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.merchant;
    const merchant =
      (await this.db.selectFrom('merchants').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    this.entries.set(id, { at: Date.now(), merchant });
    return merchant;
  }
  private readonly listeners: ((merchantId: number) => void)[] = [];
  /** Runs `listener` whenever a merchant's configuration changes (its menu caches drop theirs). */
  onChange(listener: (merchantId: number) => void) {
    this.listeners.push(listener);
  }
  /** A merchant's configuration changed (applied): forget it here and in every cache listening. */
  changed(merchantId: number) {
    this.entries.delete(merchantId);
    for (const listener of this.listeners) listener(merchantId);
  }
}

export async function resolveMerchant(request: FastifyRequest, merchants: MerchantCache): Promise<Merchant> {
  if (request.ctx.merchant) return request.ctx.merchant;
  const header = request.headers['x-merchant-id'];
  const id = Number(Array.isArray(header) ? header[0] : header);
  if (!Number.isInteger(id) || id < 1 || id > 2147483647) throw fail(400, 'MERCHANT_REQUIRED');
  const merchant = await merchants.get(id);
  if (!merchant || !merchant.is_active || merchant.deleted) throw fail(404, 'MERCHANT_NOT_FOUND');
  request.ctx.merchant = merchant;
  return merchant;
}

/** The token of an `Authorization: Bearer …` header, or ''. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
}

/** A token belongs to one user of one merchant; anything else is 401. */
export async function resolveUser(request: FastifyRequest, db: Db, merchants: MerchantCache) {
  const merchant = await resolveMerchant(request, merchants);
  const token = bearerToken(request);
  if (!token) throw fail(401, 'UNAUTHORIZED');
  // kept in memory for the session's lifetime on the embedded database, read each time on PostgreSQL
  const row = await sessionsOf(db)(merchant.id, hashToken(token));
  if (!row) throw fail(401, 'UNAUTHORIZED');
  request.ctx.user = row;
  return row;
}

/** A staff token belongs to one staff member of one merchant; a customer's token never passes. */
export async function resolveStaff(request: FastifyRequest, db: Db, merchants: MerchantCache) {
  const merchant = await resolveMerchant(request, merchants);
  const token = bearerToken(request);
  if (!token) throw fail(401, 'UNAUTHORIZED');
  const row = await db
    .selectFrom('staff_tokens')
    .innerJoin('staff', 'staff.id', 'staff_tokens.staff_id')
    .selectAll('staff')
    .where('staff_tokens.token_hash', '=', hashToken(token))
    .where('staff_tokens.revoked', '=', false)
    .where('staff_tokens.merchant_id', '=', merchant.id)
    .where('staff.is_active', '=', true)
    .executeTakeFirst();
  if (!row) throw fail(401, 'UNAUTHORIZED');
  request.ctx.staff = row;
  return row;
}

/** A staff member of the desk (operator, manager or kitchen); a courier's token opens only the courier app. */
export function requireStaff(request: FastifyRequest) {
  const staff = request.ctx.staff;
  if (!staff) throw fail(401, 'UNAUTHORIZED');
  if (staff.role === 'COURIER') throw fail(403, 'ROLE_NOT_ALLOWED');
  return staff;
}

/** A staff member who runs the desk, an operator or the manager (the kitchen only cooks): 403 for anyone else. */
export function requireOperator(request: FastifyRequest) {
  const staff = requireStaff(request);
  if (!runsTheDesk(staff.role)) throw fail(403, 'ROLE_NOT_ALLOWED');
  return staff;
}

/** The merchant's manager (the back office, the reports): 403 for every other role. */
export function requireManager(request: FastifyRequest) {
  const staff = requireStaff(request);
  if (staff.role !== 'MANAGER') throw fail(403, 'ROLE_NOT_ALLOWED');
  return staff;
}

/** One of the merchant's own couriers (the courier app): 403 for every other role. */
export function requireCourier(request: FastifyRequest) {
  const staff = request.ctx.staff;
  if (!staff) throw fail(401, 'UNAUTHORIZED');
  if (staff.role !== 'COURIER') throw fail(403, 'ROLE_NOT_ALLOWED');
  return staff;
}

export function requireUser(request: FastifyRequest) {
  const user = request.ctx.user;
  if (!user) throw fail(401, 'UNAUTHORIZED');
  return user;
}

export function requireMerchant(request: FastifyRequest) {
  const merchant = request.ctx.merchant;
  if (!merchant) throw fail(400, 'MERCHANT_REQUIRED');
  return merchant;
}
