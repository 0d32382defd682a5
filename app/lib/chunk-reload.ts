const STORAGE_KEY = "mamut:chunk-reload-at";
/** A second failure within this window means a reload did not help: the part says it could not load. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;

/** Decides whether to reload, given when the last chunk reload happened. */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_WINDOW_MS;
}

/**
 * A deploy replaces the hashed chunks an open tab still points at. Reload once to
 * pick up the new build; returns false when a reload just happened (no loop).
 */
export function reloadOnceForNewBuild(win: Window = window): boolean {
  let last: number | null = null;
  try {
    const stored = win.sessionStorage.getItem(STORAGE_KEY);
    last = stored ? Number(stored) : null;
  } catch {
    return false;
  }
  const now = Date.now();
  if (!shouldReload(Number.isFinite(last) ? last : null, now)) return false;
  win.sessionStorage.setItem(STORAGE_KEY, String(now));
  win.location.reload();
  return true;
}
