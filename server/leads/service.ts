import type { FormTime, ServedAt } from "./form-time.ts";
import type { FormTimeUses } from "./form-time-uses.ts";
import { contactWebhook, newsletterWebhook, ownerNotification } from "./messages.ts";
import type { ContactInput, LeadStore } from "./store.ts";

/**
 * What the forms do once their input is valid. Every accepted submission is committed
 * (with its outbox messages) before the caller tells the visitor; a submission that looks
 * automated is kept in quarantine with its reason and sent nowhere.
 */
export function createLeadService({
  store,
  outbox,
  signups,
  formTime,
  formTimeUses,
  siteUrl,
  webhookEnabled,
  notifyEmail,
  log = console.error,
}: {
  store: LeadStore;
  outbox: { kick: () => void };
  signups: { schedule: () => void };
  formTime: FormTime;
  formTimeUses: FormTimeUses;
  siteUrl: string;
  webhookEnabled: boolean;
  notifyEmail: string | null;
  log?: (line: string) => void;
}) {
  return {
    /** `quarantine`: why it looks automated, or null. */
    async submitContact(
      input: ContactInput,
      { quarantine }: { quarantine: string | null },
    ): Promise<"stored" | "quarantined"> {
      if (quarantine) {
        await store.addQuarantined({ form: "contact", reason: quarantine, ...input, offer: input.offer.id });
        return "quarantined";
      }
      await store.addContact(input, (lead) => [
        ...(webhookEnabled ? [contactWebhook(input, lead)] : []),
        ...(notifyEmail ? [ownerNotification(input, lead, { to: notifyEmail, siteUrl })] : []),
      ]);
      outbox.kick();
      return "stored";
    },

    /**
     * Stores a sign-up request, the same row whatever the address; the double opt-in starts a
     * moment later (signups.ts). Nothing is sent when the address is confirmed already or a
     * link went out a moment ago (that link stays valid).
     * @param email lower-cased address
     */
    async subscribe(email: string, { quarantine }: { quarantine: string | null }): Promise<"stored" | "quarantined"> {
      if (quarantine) {
        await store.addQuarantined({ form: "newsletter", reason: quarantine, email });
        return "quarantined";
      }
      await store.addSignup(email);
      signups.schedule();
      return "stored";
    },

    /**
     * What a valid post's signed served time says (form-time.ts), the post counted against the
     * time's uses (form-time-uses.ts). When the database cannot count, the time is judged alone:
     * the post then finds out whether it can be stored.
     * @param value the field as posted
     * @param post when it arrived, the form, and the client's address (rate-limit.ts clientKey)
     */
    async servedAt(
      value: unknown,
      { receivedAt, form, client }: { receivedAt?: number; form: "contact" | "newsletter"; client: string },
    ): Promise<ServedAt> {
      const servedAt = await formTime.read(value, receivedAt);
      if (servedAt.status !== "signed") return servedAt;
      try {
        const spent = await formTimeUses.use({ form, ms: servedAt.ms, client });
        return spent ? { ...servedAt, spent } : servedAt;
      } catch (error) {
        log(`form time: could not count a post's use: ${error instanceof Error ? error.message : String(error)}`);
        return servedAt;
      }
    },

    confirmationStatus(token: string) {
      return store.confirmationStatus(token);
    },

    async confirm(token: string) {
      const result = await store.confirmSubscription(token, (subscription) =>
        webhookEnabled ? [newsletterWebhook(subscription)] : [],
      );
      if (result === "confirmed") outbox.kick();
      return result;
    },

    unsubscribeTokenKnown(token: string) {
      return store.unsubscribeTokenKnown(token);
    },

    unsubscribe(token: string) {
      return store.unsubscribe(token);
    },
  };
}

export type LeadService = ReturnType<typeof createLeadService>;
