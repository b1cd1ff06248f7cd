import type { FirstScreenData } from './ssr';
import type { Bootstrap } from '../api/bootstrap';

/** The tenant's merchant, settings and layout the server inlined into index.html, if any. */
export function readBootstrap(): (Bootstrap & { buildId?: string }) | null {
  const el = document.getElementById('bootstrap');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as Bootstrap;
  } catch {
    return null;
  }
}

/** The data the server rendered the first screen with (src/app/ssr.tsx), if it rendered one. */
export function readFirstScreen(): FirstScreenData | null {
  const el = document.getElementById('ssr');
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as FirstScreenData;
  } catch {
    return null;
  }
}
