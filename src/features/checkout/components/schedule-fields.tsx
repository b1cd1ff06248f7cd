import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../api/schema';
import { offeredDays } from '../../../domain/later-slot';
import { firstSlot, localParts, timeSlots } from '../../../domain/schedule';
import type { CheckoutActor } from '../checkout.machine';
import { SlotMoved } from './slot-moved';
import { FormError } from '../../../ui/form-error';
import { Field } from '../../../ui/field';
import { Radio } from '../../../ui/radio';

/** "Later" starts on the first slot there is, from the given day (today or tomorrow) on. */
function laterFrom(
  branch: components['schemas']['Branch'] | undefined,
  from: string,
  tomorrow: string,
  now: Date,
) {
  const first = branch && firstSlot(branch, from === tomorrow ? [tomorrow] : [from, tomorrow], now);
  return { type: 'SCHEDULE' as const, later: true, day: first?.day ?? from, time: first?.time ?? null };
}

/** Now or later: today or tomorrow, and a time slot within the branch's hours. */
export function ScheduleFields({
  actor,
  branch,
}: {
  actor: CheckoutActor;
  branch: components['schemas']['Branch'] | undefined;
}) {
  const { t } = useTranslation('checkout');
  // "today", "tomorrow" and the time slots are read when the checkout opened (the machine's moment)
  const openedAtMs = useSelector(actor, (s) => s.context.openedAt);
  const openedAt = useMemo(() => {
    const now = new Date(openedAtMs);
    const [today, tomorrow] = offeredDays(now);
    return { now, today, tomorrow };
  }, [openedAtMs]);
  const { today, tomorrow } = openedAt;
  const later = useSelector(actor, (s) => s.context.later);
  const c = useSelector(
    actor,
    (s) => ({
      later: s.context.later,
      day: s.context.day,
      time: s.context.time,
      moved: s.context.slotMoved,
      missing: s.context.problems.includes('SCHEDULE'),
    }),
    shallowEqual,
  );
  const slots = branch && c.day ? timeSlots(branch, c.day, openedAt.now) : [];
  // a closed branch takes orders for later only: "later" is chosen, on the day it opens, its first
  // slot; a busy branch paused by its staff takes orders for later only until its pause ends
  const pausedUntil =
    branch?.pausedUntil && new Date(branch.pausedUntil) > openedAt.now ? new Date(branch.pausedUntil) : null;
  const closed = branch?.isOpen === false || pausedUntil !== null;
  const opensAt = branch?.isOpen === false ? (branch.opensAt ?? null) : null;
  useEffect(() => {
    if (!closed || !branch || later) return;
    actor.send(laterFrom(branch, opensAt?.day ?? today, tomorrow, openedAt.now));
  }, [closed, branch, opensAt, later, today, tomorrow, openedAt.now, actor]);
  return (
    <>
      {closed && (
        <p className="warning" role="status">
          {pausedUntil && branch?.isOpen !== false
            ? t('busyNow', { time: localParts(pausedUntil).time })
            : t('closedNow', { time: opensAt?.time ?? '' })}
        </p>
      )}
      {!closed && !c.later && (branch?.extraMinutes ?? 0) > 0 && (
        <p className="muted" role="status">
          {t('busyLonger', { minutes: branch?.extraMinutes })}
        </p>
      )}
      <fieldset className="picker segmented">
        <legend>{t('when')}</legend>
        <Radio
          name="when"
          checked={!c.later}
          disabled={closed}
          onChange={() => actor.send({ type: 'SCHEDULE', later: false })}
        >
          {t('now')}
        </Radio>
        <Radio
          name="when"
          checked={c.later}
          onChange={() => actor.send(laterFrom(branch, today, tomorrow, openedAt.now))}
        >
          {t('later')}
        </Radio>
      </fieldset>
      {c.later && (
        <div className="grid-2">
          <Field label={t('day')}>
            <select
              value={c.day ?? ''}
              onChange={(e) => actor.send({ type: 'SCHEDULE', later: true, day: e.target.value, time: null })}
            >
              <option value={today}>{t('today')}</option>
              <option value={tomorrow}>{t('tomorrow')}</option>
            </select>
          </Field>
          <Field label={t('time')}>
            <select
              value={c.time ?? ''}
              onChange={(e) => actor.send({ type: 'SCHEDULE', later: true, time: e.target.value || null })}
            >
              <option value="">—</option>
              {slots.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </select>
          </Field>
          <FormError>{c.missing && t('scheduleRequired')}</FormError>
        </div>
      )}
      {c.later && c.moved && branch?.id === c.moved.branchId && (
        <SlotMoved move={c.moved} branch={branch} today={today} />
      )}
    </>
  );
}
