export type RetryOptions = {
  /** Extra attempts after the first one fails. */
  retries: number;
  /** Wait before the first retry; each later retry waits `factor` times longer. */
  baseDelayMs: number;
  factor?: number;
  /** Called before each retry is scheduled (attempt counts from 1 for the first retry). */
  onRetry?: (retry: number, delayMs: number, error: unknown) => void;
  /** Stops scheduling retries, e.g. when the component unmounts or the key is rejected. */
  shouldStop?: () => boolean;
};

/** The wait before retry number `retry` (1-based): base, base x factor, base x factor^2... */
export function retryDelay(retry: number, baseDelayMs: number, factor = 2): number {
  return baseDelayMs * factor ** (retry - 1);
}

/** Every wait of a schedule, in order. */
export function retrySchedule({ retries, baseDelayMs, factor = 2 }: RetryOptions): number[] {
  return Array.from({ length: retries }, (_, index) => retryDelay(index + 1, baseDelayMs, factor));
}

/**
 * Runs `task` and, while it fails, retries it after a growing delay. Resolves with the
 * first success; rejects with the last error once the retries are used up.
 */
export async function retryWithBackoff<T>(task: (attempt: number) => Promise<T>, options: RetryOptions): Promise<T> {
  const delays = retrySchedule(options);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await task(attempt + 1);
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || options.shouldStop?.()) throw error;
      options.onRetry?.(attempt + 1, delay, error);
      await new Promise((resolve) => setTimeout(resolve, delay));
      if (options.shouldStop?.()) throw error;
    }
  }
}

export type MapStatus = "waiting" | "loading" | "ready" | "error";

/** The talent map's schedule: 3 retries after 1 s, 2 s and 4 s. */
export const MAP_RETRIES = { retries: 3, baseDelayMs: 1000 } as const satisfies RetryOptions;

/**
 * Loads the interactive map with retries and reports its state: loading, then
 * ready, or error (the fallback) once every retry has failed.
 */
export async function loadWithRetries(
  load: (attempt: number) => Promise<void>,
  onStatus: (status: MapStatus) => void,
  options: RetryOptions = MAP_RETRIES,
): Promise<void> {
  onStatus("loading");
  try {
    await retryWithBackoff(load, {
      onRetry: (retry, delay) =>
        console.warn(`Google Maps failed to load; retry ${retry} of ${options.retries} in ${delay} ms.`),
      ...options,
    });
    onStatus("ready");
  } catch (error) {
    console.error("Google Maps could not be loaded; showing the fallback map.", error);
    onStatus("error");
  }
}
