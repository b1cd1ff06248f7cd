/** Third-party scripts the merchant turns on (analytics, CRM chat), loaded after first paint. */
export interface ScriptSettings {
  yandexMetricsEnabled?: boolean;
  yandexMetricsId?: string | null;
  /** the goals the merchant set up in Metrika, comma-separated (see METRIKA_GOALS) */
  yandexMetricsKeys?: string | null;
  /** the customer chat; amoCRM is its provider */
  chatActive?: boolean;
  amoCRMActive?: boolean;
  amoCRMId?: string | null;
  amoCRMHash?: string | null;
}

/** What the storefront can report to Metrika as a goal, when the merchant lists it in yandexMetricsKeys. */
export const METRIKA_GOALS = ['ADD_TO_BASKET', 'BEGIN_CHECKOUT', 'ORDER_PLACED', 'LOGIN'] as const;
export type MetrikaGoal = (typeof METRIKA_GOALS)[number];

type Ym = (...args: unknown[]) => void;
let counter: { id: number; goals: Set<string> } | null = null;
/** a route seen before the counter started (it loads after the first paint) */
let pendingHit: string | null = null;

export const goalsOf = (keys: string | null | undefined): Set<string> =>
  new Set(
    (keys ?? '')
      .split(/[\s,;]+/)
      .map((k) => k.trim().toUpperCase())
      .filter((k) => (METRIKA_GOALS as readonly string[]).includes(k)),
  );

const ym = (): Ym | undefined => (window as unknown as { ym?: Ym }).ym;

/** A page view of the single-page app. */
export function metrikaHit(url: string): void {
  if (!counter) {
    pendingHit = url;
    return;
  }
  pendingHit = null;
  ym()?.(counter.id, 'hit', url);
}

/** A goal, sent only when the merchant's Metrika counts it. */
export function reachGoal(goal: MetrikaGoal): void {
  if (counter?.goals.has(goal)) ym()?.(counter.id, 'reachGoal', goal);
}

function addScript(src: string, id: string) {
  if (document.getElementById(id)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.id = id;
  document.head.appendChild(script);
}

export function loadThirdPartyScripts(settings: ScriptSettings): string[] {
  const loaded: string[] = [];
  if (settings.yandexMetricsEnabled && settings.yandexMetricsId) {
    const w = window as unknown as { ym?: (...args: unknown[]) => void & { a?: unknown[] } };
    const queue: unknown[] = [];
    w.ym ??= Object.assign((...args: unknown[]) => void queue.push(args), { a: queue }) as never;
    // a single-page app counts its own page views (metrikaHit at each route)
    w.ym?.(Number(settings.yandexMetricsId), 'init', {
      clickmap: true,
      trackLinks: true,
      accurateTrackBounce: true,
      defer: true,
    });
    counter = { id: Number(settings.yandexMetricsId), goals: goalsOf(settings.yandexMetricsKeys) };
    if (pendingHit) metrikaHit(pendingHit);
    addScript('https://mc.yandex.ru/metrika/tag.js', 'yandex-metrika');
    loaded.push('yandex-metrika');
  }
  if (settings.chatActive && settings.amoCRMActive && settings.amoCRMId && settings.amoCRMHash) {
    const w = window as unknown as { amoSocialButtonConfig?: unknown };
    w.amoSocialButtonConfig = {
      id: settings.amoCRMId,
      hash: settings.amoCRMHash,
      locale: document.documentElement.lang,
    };
    addScript('https://gso.amocrm.ru/js/button.js', 'amocrm-chat');
    loaded.push('amocrm-chat');
  }
  return loaded;
}

/** Runs after the first paint, when the browser is idle; the answer cancels it. */
export function afterFirstPaint(fn: () => void): () => void {
  const idle = (window as unknown as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback;
  let cancelled = false;
  const run = () => cancelled || fn();
  requestAnimationFrame(() => setTimeout(() => (idle ? idle(run) : run()), 0));
  return () => {
    cancelled = true;
  };
}
