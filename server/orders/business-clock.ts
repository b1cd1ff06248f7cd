import { localParts, scheduledInstant } from '../../src/domain/schedule';

/**
 * The moment the opening-hours rules read for a merchant: now, or in development a fixed local
 * time of today per merchant (DEV_CLOCK="demo=13:00,osh=12:00,night=20:00"), so the demo
 * merchants can be shown open at any hour and journeys do not depend on the hour they run.
 * Production refuses DEV_CLOCK (readConfig).
 */
export function parseDevClock(spec: string | undefined): ReadonlyMap<string, string> {
  const clock = new Map<string, string>();
  for (const part of (spec ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [sub, time] = part.split('=');
    if (!sub || !time || !/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(time))
      throw new Error(`DEV_CLOCK: "${part}" is not sub=HH:MM`);
    clock.set(sub, time);
  }
  return clock;
}

export function businessNow(devClock: ReadonlyMap<string, string>, sub: string, now = new Date()): Date {
  const time = devClock.get(sub);
  return time ? scheduledInstant(localParts(now).day, time) : now;
}
