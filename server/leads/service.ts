import type { FormTime } from "./form-time.ts";
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
  siteUrl,
  webhookEnabled,
  notifyEmail,
}: {
  store: LeadStore;
  outbox: { kick: () => void };
  signups: { schedule: () => void };
  formTime: FormTime;
  siteUrl: string;
  webhookEnabled: boolean;
  notifyEmail: string | null;
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
     * What a post's signed served time says (form-time.ts).
     * @param receivedAt when the post arrived
     */
    servedAt(value: unknown, receivedAt?: number) {
      return formTime.read(value, receivedAt);
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
