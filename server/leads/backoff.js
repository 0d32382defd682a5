/**
 * Delay before retry number `attempt` (1 = first retry): base * 2^(attempt-1), capped,
 * so a receiver that is down for a while is not hammered.
 * @param {number} attempt
 * @param {{ baseMs: number; capMs: number }} options
 */
export function backoffDelay(attempt, { baseMs, capMs }) {
  if (!Number.isFinite(attempt) || attempt < 1) return baseMs;
  return Math.min(capMs, baseMs * 2 ** Math.min(attempt - 1, 30));
}
