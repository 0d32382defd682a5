/**
 * Delay before retry number `attempt` (1 = first retry): base * 2^(attempt-1), capped,
 * so a receiver that is down for a while is not hammered.
 */
export function backoffDelay(attempt: number, { baseMs, capMs }: { baseMs: number; capMs: number }) {
  if (!Number.isFinite(attempt) || attempt < 1) return baseMs;
  return Math.min(capMs, baseMs * 2 ** Math.min(attempt - 1, 30));
}
