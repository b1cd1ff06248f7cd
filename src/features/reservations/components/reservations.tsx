import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBodyOf, errorText } from '../../../api/errors';
import type { components } from '../../../api/schema';
import { localized } from '../../../domain/localized';
import { firstSlot, localParts, timeSlots } from '../../../domain/schedule';
import { useStorefront } from '../../../tenant/storefront-context';
import { myReservationsQuery, placesQuery, useReserve } from '../reservations.queries';
import { FormError } from '../../../ui/form-error';
import { formatDay, formatPhone } from '../../../i18n/format';
import type { PhoneGate } from '../../../tenant/storefront-context';
import { Button } from '../../../ui/button';
import { Field } from '../../../ui/field';

type Branch = components['schemas']['Branch'];

/** Book a table: branch (with booking on), place, chairs, day and a time inside the branch's hours. */
export function Reservations({
  branches,
  userId,
  phone,
}: {
  branches: Branch[];
  userId: number;
  /** inside Telegram: asks for the customer's phone before a booking, with its fallback form */
  phone?: PhoneGate;
}) {
  const { t } = useTranslation('reservations');
  const { api, merchant, lang } = useStorefront();
  const bookable = branches.filter((b) => b.settings?.bookingEnabled);
  const [branchId, setBranchId] = useState<number | null>(bookable[0]?.id ?? null);
  const [placeId, setPlaceId] = useState<number | null>(null);
  const [chairs, setChairs] = useState(2);
  const [opened] = useState(() => {
    const now = new Date();
    return { now, days: [0, 1, 2].map((d) => localParts(new Date(now.getTime() + d * 86_400_000)).day) };
  });
  // the first day with a time left to book (tomorrow's when today's hours are over)
  const firstDay = (b: (typeof bookable)[number] | undefined) =>
    (b && firstSlot(b, opened.days, opened.now)?.day) ?? (opened.days[0] as string);
  const [day, setDay] = useState(() => firstDay(bookable[0]));
  const [time, setTime] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const branch = bookable.find((b) => b.id === branchId);
  const { data: places = [] } = useQuery(placesQuery(api, merchant.id, branchId));
  const { data: mine = [] } = useQuery(myReservationsQuery(api, userId));
  const reserve = useReserve(api, userId);
  const slots = branch ? timeSlots(branch, day, opened.now) : [];
  const place = places.find((p) => p.id === placeId) ?? places[0];

  return (
    <div className="stack">
      {bookable.length === 0 ? (
        <p className="muted">{t('none')}</p>
      ) : (
        <form
          className="card stack"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            if (!branch || !place || !time) return setError(t('required'));
            // the restaurant calls about a booking: inside Telegram the phone is asked for once
            if (phone && !(await phone.ensure())) return;
            setError(null);
            reserve.mutate(
              { branchId: branch.id, placeId: place.id, chairs, day, time },
              {
                onSuccess: () => setDone(true),
                onError: (failure) => setError(errorText(errorBodyOf(failure), lang)),
              },
            );
          }}
        >
          <Field label={t('branch')}>
            <select
              value={branchId ?? ''}
              onChange={(e) => {
                setBranchId(Number(e.target.value));
                setDay(firstDay(bookable.find((b) => b.id === Number(e.target.value))));
                setPlaceId(null);
                setTime('');
              }}
            >
              {bookable.map((b) => (
                <option key={b.id} value={b.id}>
                  {localized(b.name, lang)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('place')}>
            <select value={place?.id ?? ''} onChange={(e) => setPlaceId(Number(e.target.value))}>
              {places.map((p) => (
                <option key={p.id} value={p.id}>
                  {localized(p.name, lang)} · {t('upTo', { count: p.chairs })}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('chairs')}>
            <input
              type="number"
              min={1}
              max={place?.chairs ?? 12}
              value={chairs}
              onChange={(e) => setChairs(Math.max(1, Number(e.target.value) || 1))}
            />
          </Field>
          <div className="stack">
            <Field label={t('day')}>
              <select
                value={day}
                onChange={(e) => {
                  setDay(e.target.value);
                  setTime('');
                }}
              >
                {opened.days.map((d) => (
                  <option key={d} value={d}>
                    {formatDay(d, lang)}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t('time')}>
              <select value={time} onChange={(e) => setTime(e.target.value)}>
                <option value="">—</option>
                {slots.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </select>
            </Field>
          </div>
          {branch?.bookingPhone && (
            <a href={`tel:${branch.bookingPhone.replace(/[^\d+]/g, '')}`}>
              {t('call', { phone: formatPhone(branch.bookingPhone) })}
            </a>
          )}
          <FormError>{error}</FormError>
          {done && <p role="status">{t('booked')}</p>}
          <Button variant="primary" type="submit">
            {t('book')}
          </Button>
        </form>
      )}
      {/* its own form, so never inside the booking's */}
      {phone?.form}
      <section className="stack" aria-labelledby="mine-title">
        <h2 id="mine-title">{t('mine')}</h2>
        {mine.length === 0 && <p className="muted">{t(bookable.length > 0 ? 'noneYet' : 'noneYetCall')}</p>}
        <ul className="plain-list">
          {mine.map((r) => (
            <li key={r.id} className="card" data-testid="reservation">
              <strong>
                {formatDay(r.day, lang)}, {r.time}
              </strong>{' '}
              · {t('people', { count: r.chairs })} ·{' '}
              {localized(branches.find((b) => b.id === r.branchId)?.name, lang)} · {t(`status.${r.status}`)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
