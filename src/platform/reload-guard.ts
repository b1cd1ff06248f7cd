/**
 * Spec section 4 and 8: the page reloads once when a code chunk fails to load (at most once
 * per path within 10 s), and once when a newer build is detected (checked 1 s after start,
 * then every few minutes), at a safe moment: the next navigation.
 */
export const RELOAD_GUARD_MS = 10_000;
const KEY = 'dx:reload:';

export function shouldReload(
  path: string,
  now: number,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): boolean {
  const last = Number(storage.getItem(KEY + path) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(KEY + path, String(now));
  return true;
}

export function reloadOnceForChunkError(): boolean {
  try {
    if (shouldReload(location.pathname, Date.now(), sessionStorage)) {
      location.reload();
      return true;
    }
  } catch {
    /* storage unavailable: do not loop */
  }
  return false;
}

export function watchChunkErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError()) event.preventDefault();
  });
}

let newerBuild = false;
export const hasNewerBuild = () => newerBuild;

/**
 * Called after each in-app navigation: when a newer build is out, the page reloads at the URL the
 * customer is going to (a safe moment: nothing typed is lost), at most once per path in 10 s.
 */
export function reloadIfNewerBuild(
  path: string,
  reload: () => void = () => location.reload(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
): boolean {
  if (!newerBuild) return false;
  try {
    if (!shouldReload(path, Date.now(), storage)) return false;
  } catch {
    return false; // storage unavailable: do not loop
  }
  reload();
  return true;
}

let configVersion: string | null = null;

/**
 * The merchant's configuration the page was drawn from (the bootstrap's `configVersion`, else the
 * first menu answer's): once a menu answer carries another one (a folder applied), the page
 * reloads at the next navigation, as for a new build — the basket is kept in storage.
 */
export function noteConfigVersion(version: string | null | undefined): void {
  if (!version) return;
  if (configVersion === null) configVersion = version;
  else if (version !== configVersion) newerBuild = true;
}

/** Polls /build.json; flags a newer build so the router reloads on the next navigation. */
export function watchBuild(currentId: string, intervalMs = 5 * 60_000): () => void {
  const check = async () => {
    try {
      const res = await fetch('/build.json', { cache: 'no-store' });
      if (!res.ok) return;
      const { id } = (await res.json()) as { id?: string };
      if (id && id !== currentId) newerBuild = true;
    } catch {
      /* offline: try later */
    }
  };
  const first = setTimeout(check, 1000);
  const every = setInterval(check, intervalMs);
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
