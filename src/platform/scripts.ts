/** Third-party scripts the merchant turns on (analytics, CRM chat), loaded after first paint. */
export interface ScriptSettings {
  yandexMetricsEnabled?: boolean;
  yandexMetricsId?: string | null;
  amoCRMActive?: boolean;
  amoCRMId?: string | null;
  amoCRMHash?: string | null;
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
    w.ym?.(Number(settings.yandexMetricsId), 'init', {
      clickmap: true,
      trackLinks: true,
      accurateTrackBounce: true,
    });
    addScript('https://mc.yandex.ru/metrika/tag.js', 'yandex-metrika');
    loaded.push('yandex-metrika');
  }
  if (settings.amoCRMActive && settings.amoCRMId && settings.amoCRMHash) {
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

/** Runs after the first paint, when the browser is idle. */
export function afterFirstPaint(fn: () => void): void {
  const idle = (window as unknown as { requestIdleCallback?: (cb: () => void) => void }).requestIdleCallback;
  requestAnimationFrame(() => setTimeout(() => (idle ? idle(fn) : fn()), 0));
}
