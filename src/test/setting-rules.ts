import { courierWaitMinutesOf, waitsTooLong } from '../domain/courier-wait';
import { slaLimitsOf, slaState } from '../domain/kitchen-sla';
import { loadThirdPartyScripts, reachGoal } from '../platform/scripts';

/** Rules a setting changes outside the page (src/app/settings-effects.test.tsx): third-party scripts, the desk's lateness. */
/** The third-party scripts a storefront with these settings loads, and the goals it reports. */
export const thirdParty = (settings: Record<string, unknown>) => {
  document.head.innerHTML = '';
  delete (window as { ym?: unknown }).ym;
  const loaded = loadThirdPartyScripts(settings);
  reachGoal('ORDER_PLACED');
  return [loaded, (window as { ym?: { a: unknown[] } }).ym?.a.length ?? 0];
};
export const AMO = { chatActive: true, amoCRMActive: true, amoCRMId: '42', amoCRMHash: 'abc' };
export const METRIKA = {
  yandexMetricsEnabled: true,
  yandexMetricsId: '123',
  yandexMetricsKeys: 'order_placed',
};

/** How late the desk calls an order that waited 5 minutes to be accepted, and one cooking 25 minutes. */
export const lateness = (settings: Record<string, unknown>) => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 12, 0) - minutes * 60_000).toISOString();
  const now = new Date(Date.UTC(2026, 10, 27, 12, 0));
  const limits = slaLimitsOf(settings);
  return [
    slaState({ status: 'OPEN', createdDate: at(5) }, now, limits),
    slaState({ status: 'COOKING', createdDate: at(25) }, now, limits),
  ];
};

/** Whether the desk calls a delivery ready 15 minutes ago, with no courier, late. */
export const courierLateness = (settings: Record<string, unknown>) => {
  const now = new Date(Date.UTC(2026, 10, 27, 12, 0));
  const readyTime = new Date(now.getTime() - 15 * 60_000).toISOString();
  return waitsTooLong(
    { status: 'DONE', serviceType: 'DELIVERY', readyTime },
    now,
    courierWaitMinutesOf(settings),
  );
};
