import { orderFactsOf } from './order-facts';
import { modifierProblems } from '../../src/domain/basket';
import { offeredPayments, offeredServices } from '../../src/domain/payments';
import {
  computeTotals,
  lineDiscount,
  lineTotal,
  lineUnitPrice,
  type PricedLine,
  type ServiceType,
  type ZoneRule,
} from '../../src/domain/pricing';
import {
  checkSchedule,
  isOpenAt,
  localParts,
  nextOpening,
  scheduledInstant,
} from '../../src/domain/schedule';
import { promoRule, findLivePromo } from './promos';
import {
  dishNotAvailable,
  groupChoices,
  modifierAtMost,
  notEnough,
  underMinimum,
  unknownModifier,
} from './refusals';
import { tariffFor } from '../places/branches';
import { branchHours } from '../../src/catalog/mappers';
import type { Db } from '../db/database';
import type { Branch, Merchant, OrderLineRow, Promo, User } from '../db/schema';
import { cashbackCap } from '../../src/domain/loyalty';
import { loyaltyOf } from '../db/loyalty';
import { fail } from '../http/errors';
import { missingCredentials } from '../../src/domain/payment-credentials';
import { channelOf, offeredOn, priceOn } from '../../src/catalog/channel';
import { birthdayOffer, type BirthdayOffer } from './birthday';
import type { Schemas } from '../http/types';

type OrderRequest = Schemas['OrderRequest'];

export interface PricedOrder {
  branch: Branch;
  lines: OrderLineRow[];
  totals: ReturnType<typeof computeTotals>;
  promo: Promo | null;
  deliveryAt: Date | null;
  orderDevice: 'CLIENT_WEB' | 'TELEGRAM_BOT';
  /** the customer's birthday promo this order takes, or null */
  birthday: BirthdayOffer | null;
}

/** The error for each way a chosen day and time can be wrong (orders and reservations). */
export const SCHEDULE_ERRORS = {
  DAY_AND_TIME_REQUIRED: 'SCHEDULE_REQUIRED',
  NO_SUCH_DAY: 'SCHEDULE_NO_SUCH_DAY',
  IN_THE_PAST: 'SCHEDULE_IN_PAST',
  TOO_FAR_AHEAD: 'SCHEDULE_TOO_FAR',
  OUTSIDE_HOURS: 'SCHEDULE_OUTSIDE_HOURS',
} as const;

/**
 * Recomputes an order from the server's own menu, with the same pricing module the
 * storefront uses, and checks every rule; throws the first broken one.
 */
export async function priceOrder(
  db: Db,
  merchant: Merchant,
  user: User,
  body: OrderRequest,
  later: boolean,
  /** the moment the opening hours are read at (the business clock; now in production) */
  openNow: Date = new Date(),
  now = new Date(),
): Promise<PricedOrder> {
  const priced = await quoteOrder(db, merchant, user, body, later, openNow, now);
  if (Math.round(body.totalPrice) !== priced.totals.totalPrice)
    throw fail(422, 'PRICE_MISMATCH', `expected ${priced.totals.totalPrice}`);
  return priced;
}

/**
 * The same pricing and rules without comparing a total the caller saw: what the desk shows before
 * it sends an order. `placed`: an order already placed, being changed — its hours, day and
 * time and the branch's pause were checked when it was placed.
 */
export async function quoteOrder(
  db: Db,
  merchant: Merchant,
  user: User,
  body: OrderRequest,
  later: boolean,
  openNow: Date = new Date(),
  now = new Date(),
  placed = false,
  /** an order already placed keeps the birthday percent it was priced with; a new one: its offer */
  keptBirthdayPercent = 0,
): Promise<PricedOrder> {
  const settings = merchant.settings;
  // kept between orders on the embedded database
  const facts = orderFactsOf(db);
  const branch = await facts.branch(merchant.id, body.branch);
  if (body.cityId !== undefined && body.cityId !== null) {
    const city = await db
      .selectFrom('cities')
      .select('id')
      .where('merchant_id', '=', merchant.id)
      .where('id', '=', body.cityId)
      .executeTakeFirst();
    if (!city) throw fail(422, 'CITY_NOT_FOUND');
  }

  if (!offeredServices(settings, branch.settings).includes(body.serviceType))
    throw fail(422, 'SERVICE_NOT_AVAILABLE', body.serviceType);

  // a branch that lists its tables takes orders at those tables only
  const tables = branch.tables;
  if (body.serviceType === 'DINE_IN' && body.tableId != null && tables.length > 0)
    if (!tables.some((t) => t.id === body.tableId)) throw fail(422, 'TABLE_NOT_FOUND', String(body.tableId));

  const orderDevice = body.orderDevice ?? 'CLIENT_WEB';
  const methods = await facts.paymentMethods(merchant.id);
  const offers = methods.map((m) => ({
    type: m.type,
    webEnabled: m.web_enabled,
    botEnabled: m.bot_enabled,
    isActive: m.is_active,
  }));
  const allowed = offeredPayments(offers, settings, orderDevice === 'TELEGRAM_BOT' ? 'BOT' : 'WEB');
  if (body.paymentType === 'OTHER') {
    if (settings.cardActive !== true || !body.payment)
      throw fail(422, 'PAYMENT_NOT_AVAILABLE', body.paymentType);
    const card = await db
      .selectFrom('cards')
      .select('id')
      .where('user_id', '=', user.id)
      .where('id', '=', body.payment)
      .where('is_verified', '=', true)
      .executeTakeFirst();
    if (!card) throw fail(422, 'PAYMENT_NOT_AVAILABLE', 'card');
  } else if (!allowed.includes(body.paymentType)) {
    throw fail(422, 'PAYMENT_NOT_AVAILABLE', body.paymentType);
  }
  // a provider without this merchant's credentials could never confirm the payment
  if (missingCredentials(merchant.secrets, body.paymentType).length > 0)
    throw fail(422, 'PAYMENT_NOT_AVAILABLE', body.paymentType);

  const hours = branchHours(branch);
  let deliveryAt: Date | null = null;
  if (later) {
    const problem = placed ? null : checkSchedule(hours, body.day, body.time, now);
    if (problem) throw fail(422, SCHEDULE_ERRORS[problem]);
    deliveryAt = scheduledInstant(body.day as string, body.time as string);
  } else if (placed) {
    // changed after it was placed: the branch took it then
  } else if (!isOpenAt(hours, openNow)) {
    // a "now" order at a closed branch waits for nobody: the customer is told when it opens
    const opens = nextOpening(hours, openNow);
    throw fail(422, 'BRANCH_CLOSED', opens ? `${opens.day} ${opens.time}` : undefined);
  } else if (branch.paused_until && branch.paused_until > now) {
    // a busy branch takes orders for later only until its pause ends
    throw fail(422, 'BRANCH_PAUSED', localParts(branch.paused_until).time);
  }

  const productIds = [...new Set(body.cartItems.map((i) => i.productId))];
  const products = await facts.products(merchant.id, productIds);
  const stopped = await facts.stopped(merchant.id, branch.id);
  const lines: OrderLineRow[] = [];
  const priced: PricedLine[] = [];
  for (const item of body.cartItems) {
    const product = products.find((p) => p.id === item.productId);
    if (
      !product ||
      !product.active ||
      !product.branches.includes(branch.id) ||
      !offeredOn(product, channelOf(orderDevice))
    )
      throw dishNotAvailable(product?.name, null, String(item.productId));
    if (product.is_without_cart) throw dishNotAvailable(product.name);
    // on the stop-list at this branch ("manti is finished")
    if (stopped.products.has(product.id)) throw dishNotAvailable(product.name);
    if (product.stock !== null && item.count > product.stock) throw notEnough(product.name, product.stock);
    // one entry per modification: the same one listed twice counts as its total
    const chosen = [
      ...(item.modifications ?? [])
        .reduce((all, c) => all.set(c.modificationId, (all.get(c.modificationId) ?? 0) + c.count), new Map())
        .entries(),
    ].map(([modificationId, count]: [number, number]) => ({ modificationId, count }));
    // each group's minimum and maximum, as the storefront's basket checks them
    const [problem] = modifierProblems({ modificationGroups: product.modification_groups }, chosen);
    if (problem) {
      const group = product.modification_groups.find((g) => g.id === problem.groupId)?.name;
      throw problem.kind === 'min'
        ? groupChoices('min', product.name, group, problem.min)
        : groupChoices('max', product.name, group, problem.max);
    }
    const mods: OrderLineRow['modifications'] = [];
    for (const group of product.modification_groups) {
      const inGroup = chosen.filter((c) => group.modifications.some((m) => m.id === c.modificationId));
      for (const c of inGroup) {
        const mod = group.modifications.find((m) => m.id === c.modificationId);
        if (!mod) continue;
        if (stopped.modifications.has(mod.id)) throw dishNotAvailable(product.name, mod.name);
        if (mod.maxCount !== undefined && c.count > mod.maxCount)
          throw modifierAtMost(product.name, mod.name, mod.maxCount);
        mods.push({
          modificationId: mod.id,
          name: mod.name,
          count: c.count,
          price: mod.price,
          ...(mod.fiscal ? { fiscal: mod.fiscal } : {}),
        });
      }
    }
    const known = new Set(product.modification_groups.flatMap((g) => g.modifications.map((m) => m.id)));
    if (chosen.some((c) => !known.has(c.modificationId))) throw unknownModifier(product.name);
    const line: PricedLine = {
      cost: priceOn(product, channelOf(orderDevice)),
      discount: product.discount,
      modifiers: mods,
      quantity: item.count,
    };
    priced.push(line);
    lines.push({
      productId: product.id,
      name: product.name,
      image: product.image,
      count: item.count,
      price: lineUnitPrice(line),
      discount: lineDiscount(line),
      total: lineTotal(line),
      modifications: mods,
      // the codes it was sold under: its fiscal receipt says them even after the menu changes
      ...(product.fiscal ? { fiscal: product.fiscal } : {}),
    });
  }

  let deliveryPrice = 0;
  let zone: ZoneRule | null = null;
  if (body.serviceType === 'DELIVERY') {
    if (!body.address) throw fail(422, 'ADDRESS_NOT_AVAILABLE');
    const tariff = await tariffFor(db, merchant.id, body.address.latitude, body.address.longitude, branch.id);
    deliveryPrice = tariff.deliveryPrice;
    zone = tariff;
  }

  let promo: Promo | null = null;
  if (body.promoCode) {
    if (settings.promoActive !== true) throw fail(422, 'PROMO_DISABLED');
    promo = await findLivePromo(db, merchant.id, body.promoCode, now);
  }

  const cashback = body.cashback ?? 0;
  if (cashback > 0) {
    // cashbackActive: the merchant gives cashback; balanceActive: the balance may pay for an order
    if (settings.cashbackActive !== true || settings.balanceActive !== true)
      throw fail(422, 'CASHBACK_UNAVAILABLE');
    if (cashback > user.cashback) throw fail(422, 'CASHBACK_EXCEEDS_BALANCE');
  }

  // the birthday promo: the customer's own percent while their birthday's is theirs to take
  const birthday = placed ? null : await birthdayOffer(db, merchant, user, now);
  const birthdayPercent = placed ? keptBirthdayPercent : (birthday?.percent ?? 0);

  const totals = computeTotals({
    lines: priced,
    serviceType: body.serviceType as ServiceType,
    deliveryPrice,
    promo: promo ? promoRule(promo) : null,
    cashback,
    zone,
    birthdayPercent,
  });
  if (totals.minOrderMissing > 0) throw underMinimum(zone?.minOrder ?? 0, totals.minOrderMissing);
  if (promo && !totals.promoApplied) throw fail(422, 'PROMO_MIN_PRICE', String(totals.promoMissingAmount));
  if (cashback > 0) {
    // the most of an order the merchant lets the balance pay (its loyalty settings)
    const cap = cashbackCap(
      totals.totalPrice + totals.cashback,
      (await loyaltyOf(db, merchant.id)).maxPayPercent,
    );
    if (totals.cashback > cap) throw fail(422, 'CASHBACK_OVER_LIMIT', String(cap));
  }
  return { branch, lines, totals, promo, deliveryAt, orderDevice, birthday };
}
