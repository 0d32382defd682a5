import { openPostgresStore } from "./pg-store.ts";
import { openSqliteStore } from "./sqlite-store.ts";

/**
 * The offer of the page a contact came from (content/data/offers.ts): its id, stored and in the
 * webhook, and its call in words ("a 45-minute discovery call") for the owner's e-mail.
 */
export type ContactOffer = { id: string; call: string };
export type ContactInput = {
  name: string;
  email: string;
  company: string;
  role?: string;
  message: string;
  source: string;
  offer: ContactOffer;
};
export type StoredLead = { key: string; createdAt: string };
export type QuarantineInput = {
  form: "contact" | "newsletter";
  reason: string;
  email: string;
  name?: string;
  company?: string;
  role?: string;
  message?: string;
  source?: string;
  /** The offer's id. */
  offer?: string;
};
export type OutboxKind = "webhook" | "email";
export type OutboxMessage = { kind: OutboxKind; key: string; payload: unknown; subjectEmail?: string };
export type OutboxRow = {
  id: number;
  kind: OutboxKind;
  idempotency_key: string;
  payload: string;
  attempts: number;
  claim: string;
};
export type FailedMessage = {
  key: string;
  kind: OutboxKind;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  failedAt: string | null;
};
export type SubscriptionTokens = { confirmToken: string; unsubscribeToken: string };
export type ConfirmedSubscription = { email: string; key: string; confirmedAt: string };
export type RetentionDays = { unconfirmedDays: number; quarantineDays: number; deliveredDays: number };
export type PurgeResult = {
  unconfirmed: number;
  quarantined: number;
  delivered: number;
  failed: number;
  expiredTokens: number;
};
export type SignupOptions = {
  resendAfterMs: number;
  messages: (email: string, tokens: SubscriptionTokens) => OutboxMessage[];
};
export type EraseResult = {
  contacts: number;
  newsletter: number;
  quarantined: number;
  outbox: number;
  filesRewritten: boolean;
};
export type ExportFilter = { type?: "contact" | "newsletter"; since?: string };
/** PostgreSQL's connection pool. */
export type PoolOptions = { max?: number; waitMs?: number };
export type ExportRows = {
  contacts: Array<Record<string, unknown>>;
  quarantined: Array<Record<string, unknown>>;
  subscriptions: Array<Record<string, unknown>>;
};
export type StoreOptions = { now?: () => Date; log?: (line: string) => void; pool?: PoolOptions };

/**
 * The lead store's interface. Every method returns a Promise so that an engine with a
 * network round trip (PostgreSQL) can sit beside the embedded SQLite one; each engine
 * keeps its SQL in its own module (sqlite-store.ts, pg-store.ts), and the schema is one list
 * of migrations for both (schema.ts). Both are safe with several server processes on one
 * database: outbox messages are claimed with a lease and a claim id, the rate limit is counted
 * in the database.
 */
export type LeadStore = {
  addContact(input: ContactInput, messages: (lead: StoredLead) => OutboxMessage[]): Promise<StoredLead>;
  addQuarantined(input: QuarantineInput): Promise<void>;
  requestSubscription(
    email: string,
    options: { resendAfterMs: number; messages: (tokens: SubscriptionTokens) => OutboxMessage[] },
  ): Promise<SubscriptionTokens | null>;
  addSignup(email: string): Promise<void>;
  takeSignups(limit: number, options: SignupOptions): Promise<{ taken: number; sent: number }>;
  confirmationStatus(token: string): Promise<"valid" | "confirmed" | "expired" | "invalid">;
  confirmSubscription(
    token: string,
    messages: (subscription: ConfirmedSubscription) => OutboxMessage[],
  ): Promise<"confirmed" | "expired" | "invalid">;
  unsubscribeTokenKnown(token: string): Promise<boolean>;
  unsubscribe(token: string): Promise<"unsubscribed" | "invalid">;
  claimDue(kind: OutboxKind, limit: number, leaseMs: number): Promise<OutboxRow[]>;
  renewClaim(row: OutboxRow, leaseMs: number): Promise<boolean>;
  markDone(row: OutboxRow, status: "delivered" | "logged"): Promise<void>;
  markFailedAttempt(row: OutboxRow, error: string, retryAt: number | null): Promise<void>;
  hitRateLimit(key: string, windowMs: number): Promise<{ hits: number; resetAt: number }>;
  refundRateLimit(key: string): Promise<void>;
  purgeRateLimits(): Promise<number>;
  /**
   * Counts one post under each key (a signed time's for a form, and the same for one client),
   * keeping each until `expiresAt` (epoch ms, moved on by every post): the posts each key has
   * served, this one included.
   */
  useFormTime(keys: { all: string; client: string }, expiresAt: number): Promise<{ all: number; client: number }>;
  purgeFormTimeUses(): Promise<number>;
  retry(selector: { all: true } | { key: string }): Promise<number>;
  failed(limit: number): Promise<{ total: number; messages: FailedMessage[] }>;
  purge(days: RetentionDays): Promise<PurgeResult>;
  erase(email: string): Promise<EraseResult>;
  exportRows(filter: ExportFilter): Promise<ExportRows>;
  counts(): Promise<Record<string, number>>;
  secret(name: string): Promise<string>;
  ready(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const isPostgresUrl = (location: string) => /^postgres(?:ql)?:\/\//i.test(location);

/** Where the leads are kept: `DATABASE_URL` (PostgreSQL) when it is set, else `DATABASE_PATH`. */
export function databaseLocation(config: { DATABASE_URL: string; DATABASE_PATH: string }) {
  return config.DATABASE_URL || config.DATABASE_PATH;
}

/**
 * Opens the lead store: PostgreSQL for a `postgres://` or `postgresql://` URL, else SQLite
 * at a file path (or ":memory:" in tests). `ready()` resolves once the schema is migrated
 * and rejects when the database cannot be reached; every method waits for it. `now` is the
 * store's clock (fake in tests).
 */
export function openStore(location: string, options: StoreOptions = {}): LeadStore {
  return isPostgresUrl(location) ? openPostgresStore(location, options) : openSqliteStore(location, options);
}
