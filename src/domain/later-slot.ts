import { localParts, scheduledInstant, timeSlots, type Hours } from './schedule';

/**
 * A later order's slot when the order moves to another branch (the checkout's rule; its own file
 * so the menu's first load does not carry it).
 */

/** The days a later order may choose from the moment `now`: today and tomorrow, local. */
export function offeredDays(now: Date): [string, string] {
  return [localParts(now).day, localParts(new Date(now.getTime() + 86_400_000)).day];
}

/**
 * The slot a branch can serve that is nearest to the one wanted, on the offered days: the wanted
 * slot itself when the branch has it, else the closest in time (the later one on a tie); null
 * when the branch has no slot on those days.
 */
export function nearestSlot(
  hours: Hours,
  wanted: { day: string; time: string },
  days: readonly string[],
  now: Date,
): { day: string; time: string } | null {
  const target = scheduledInstant(wanted.day, wanted.time).getTime();
  let best: { day: string; time: string; gap: number; at: number } | null = null;
  for (const day of days) {
    for (const time of timeSlots(hours, day, now)) {
      const at = scheduledInstant(day, time).getTime();
      const gap = Math.abs(at - target);
      if (!best || gap < best.gap || (gap === best.gap && at > best.at)) best = { day, time, gap, at };
    }
  }
  return best && { day: best.day, time: best.time };
}
