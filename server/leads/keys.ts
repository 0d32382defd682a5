import { createHash, randomBytes, randomUUID } from "node:crypto";

export const CONFIRM_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export function hashToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

/** A token for a link in an e-mail: 256 random bits. */
export function newToken() {
  return randomBytes(32).toString("base64url");
}

/**
 * A key no other message will ever carry, also after an erase (row ids come back).
 */
export function newKey(prefix: string) {
  return `${prefix}_${randomUUID()}`;
}

/**
 * Names one claim of outbox messages: only its claimer may record the outcome, so a worker
 * whose lease ran out cannot overwrite the worker that took the messages over.
 */
export function newClaim() {
  return randomUUID();
}
