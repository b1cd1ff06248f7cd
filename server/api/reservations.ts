import { fail, notFound } from '../http/errors';
import { requireMerchant, requireUser } from '../http/security';
import type { Handlers, Schemas } from '../http/types';
import type { Deps } from './deps';
import { checkSchedule } from '../../src/domain/schedule';
import { SCHEDULE_ERRORS } from '../orders/price-order';
import { branchHours } from '../../src/catalog/mappers';
import { liveBranch } from '../places/branches';
import type { Reservation } from '../db/schema';

type ReservationHandlers = Pick<Handlers, 'createReservation' | 'getMyReservations'>;

const setting = (settings: Record<string, unknown>, key: string) => settings[key] === true;

/** Table bookings at a branch's place, inside its hours. */
export function reservationHandlers({ db }: Deps): ReservationHandlers {
  const toReservation = (r: Reservation): Schemas['Reservation'] => ({
    id: r.id,
    branchId: r.branch_id,
    placeId: r.place_id,
    chairs: r.chairs,
    day: r.day,
    time: r.time,
    comment: r.comment,
    status: r.status as 'CREATED' | 'CONFIRMED' | 'CANCELED',
    createdDate: new Date(r.created_date).toISOString(),
  });

  return {
    async createReservation(request, reply) {
      const merchant = requireMerchant(request);
      const user = requireUser(request);
      const b = request.body;
      if (!setting(merchant.settings, 'bookingActive')) throw fail(422, 'BOOKING_UNAVAILABLE');
      const branch = await liveBranch(db, merchant.id, b.branchId);
      if ((branch.settings as { bookingEnabled?: boolean }).bookingEnabled !== true)
        throw fail(422, 'BOOKING_UNAVAILABLE');
      const place = await db
        .selectFrom('places')
        .selectAll()
        .where('branch_id', '=', branch.id)
        .where('id', '=', b.placeId)
        .executeTakeFirst();
      if (!place) throw notFound('place');
      if (b.chairs > place.chairs) throw fail(422, 'TOO_MANY_CHAIRS');
      // the same rules as a scheduled order: a real day, ahead, within the week, inside the hours
      const problem = checkSchedule(branchHours(branch), b.day, b.time, new Date());
      if (problem) throw fail(422, SCHEDULE_ERRORS[problem]);
      const row = await db
        .insertInto('reservations')
        .values({
          merchant_id: merchant.id,
          user_id: user.id,
          branch_id: branch.id,
          place_id: place.id,
          chairs: b.chairs,
          day: b.day,
          time: b.time,
          comment: b.comment ?? null,
        })
        // the same customer, place, day and time again: refused, even when both arrive at once
        .onConflict((oc) =>
          oc.columns(['user_id', 'place_id', 'day', 'time']).where('status', '<>', 'CANCELED').doNothing(),
        )
        .returningAll()
        .executeTakeFirst();
      if (!row) throw fail(409, 'ALREADY_BOOKED');
      return reply.code(201).send(toReservation(row));
    },
    async getMyReservations(request) {
      const user = requireUser(request);
      const rows = await db
        .selectFrom('reservations')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('merchant_id', '=', user.merchant_id)
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toReservation);
    },
  };
}
