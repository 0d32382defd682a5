import { openSqliteStore } from "./sqlite-store.js";

/**
 * The lead store's interface. Every method returns a Promise so that an engine with a
 * network round trip (PostgreSQL) can sit beside the embedded SQLite one; each engine
 * keeps its SQL in its own module.
 *
 * @typedef {{ name: string; email: string; company: string; role?: string; message: string; source: string }} ContactInput
 * @typedef {{ key: string; createdAt: string }} StoredLead
 * @typedef {{ form: "contact" | "newsletter"; reason: string; email: string; name?: string; company?: string; role?: string; message?: string; source?: string }} QuarantineInput
 * @typedef {"webhook" | "email"} OutboxKind
 * @typedef {{ kind: OutboxKind; key: string; payload: unknown; subjectEmail?: string }} OutboxMessage
 * @typedef {{ id: number; kind: OutboxKind; idempotency_key: string; payload: string; attempts: number }} OutboxRow
 * @typedef {{ key: string; kind: OutboxKind; attempts: number; lastError: string | null; createdAt: string }} FailedMessage
 * @typedef {{ confirmToken: string; unsubscribeToken: string }} SubscriptionTokens
 * @typedef {{ email: string; key: string; confirmedAt: string }} ConfirmedSubscription
 * @typedef {{ unconfirmedDays: number; quarantineDays: number; deliveredDays: number }} RetentionDays
 * @typedef {{ unconfirmed: number; quarantined: number; delivered: number; expiredTokens: number }} PurgeResult
 * @typedef {{ contacts: number; newsletter: number; quarantined: number; outbox: number; walTruncated: boolean }} EraseResult
 * @typedef {{ type?: "contact" | "newsletter"; since?: string }} ExportFilter
 * @typedef {{
 *   contacts: Array<Record<string, unknown>>;
 *   quarantined: Array<Record<string, unknown>>;
 *   subscriptions: Array<Record<string, unknown>>;
 * }} ExportRows
 *
 * @typedef {{
 *   addContact(input: ContactInput, messages: (lead: StoredLead) => OutboxMessage[]): Promise<StoredLead>;
 *   addQuarantined(input: QuarantineInput): Promise<void>;
 *   requestSubscription(
 *     email: string,
 *     options: { resendAfterMs: number; messages: (tokens: SubscriptionTokens) => OutboxMessage[] },
 *   ): Promise<SubscriptionTokens | null>;
 *   confirmationStatus(token: string): Promise<"valid" | "confirmed" | "expired" | "invalid">;
 *   confirmSubscription(
 *     token: string,
 *     messages: (subscription: ConfirmedSubscription) => OutboxMessage[],
 *   ): Promise<"confirmed" | "expired" | "invalid">;
 *   unsubscribeTokenKnown(token: string): Promise<boolean>;
 *   unsubscribe(token: string): Promise<"unsubscribed" | "invalid">;
 *   claimDue(kind: OutboxKind, limit: number, leaseMs: number): Promise<OutboxRow[]>;
 *   markDone(id: number, status: "delivered" | "logged"): Promise<void>;
 *   markFailedAttempt(id: number, error: string, retryAt: number | null): Promise<void>;
 *   retry(selector: { all: true } | { key: string }): Promise<number>;
 *   failed(limit: number): Promise<{ total: number; messages: FailedMessage[] }>;
 *   purge(days: RetentionDays): Promise<PurgeResult>;
 *   erase(email: string): Promise<EraseResult>;
 *   exportRows(filter: ExportFilter): Promise<ExportRows>;
 *   counts(): Promise<Record<string, number>>;
 *   close(): Promise<void>;
 * }} LeadStore
 */

/**
 * Opens the lead store for `DATABASE_PATH` (a file, or ":memory:" in tests).
 * @param {string} path
 * @param {{ now?: () => Date }} [options] `now` is the store's clock (fake in tests)
 * @returns {LeadStore}
 */
export function openStore(path, options = {}) {
  return openSqliteStore(path, options);
}
