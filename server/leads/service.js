import { contactWebhook, newsletterWebhook, ownerNotification } from "./messages.js";

/**
 * What the forms do once their input is valid. Every accepted submission is committed
 * (with its outbox messages) before the caller tells the visitor; a submission that looks
 * automated is kept in quarantine with its reason and sent nowhere.
 * @param {{
 *   store: import("./store.js").LeadStore;
 *   outbox: { kick: () => void };
 *   signups: { schedule: () => void };
 *   formTime: import("./form-time.js").FormTime;
 *   siteUrl: string;
 *   webhookEnabled: boolean;
 *   notifyEmail: string | null;
 * }} deps
 */
export function createLeadService({ store, outbox, signups, formTime, siteUrl, webhookEnabled, notifyEmail }) {
  return {
    /**
     * @param {import("./store.js").ContactInput} input
     * @param {{ quarantine: string | null }} judgement why it looks automated, or null
     * @returns {Promise<"stored" | "quarantined">}
     */
    async submitContact(input, { quarantine }) {
      if (quarantine) {
        await store.addQuarantined({ form: "contact", reason: quarantine, ...input });
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
     * moment later (signups.js). Nothing is sent when the address is confirmed already or a
     * link went out a moment ago (that link stays valid).
     * @param {string} email lower-cased address
     * @param {{ quarantine: string | null }} judgement
     * @returns {Promise<"stored" | "quarantined">}
     */
    async subscribe(email, { quarantine }) {
      if (quarantine) {
        await store.addQuarantined({ form: "newsletter", reason: quarantine, email });
        return "quarantined";
      }
      await store.addSignup(email);
      signups.schedule();
      return "stored";
    },

    /**
     * What a post's signed served time says (form-time.js).
     * @param {unknown} value
     * @param {number} [receivedAt] when the post arrived
     */
    servedAt(value, receivedAt) {
      return formTime.read(value, receivedAt);
    },

    /** @param {string} token */
    confirmationStatus(token) {
      return store.confirmationStatus(token);
    },

    /** @param {string} token */
    async confirm(token) {
      const result = await store.confirmSubscription(token, (subscription) =>
        webhookEnabled ? [newsletterWebhook(subscription)] : [],
      );
      if (result === "confirmed") outbox.kick();
      return result;
    },

    /** @param {string} token */
    unsubscribeTokenKnown(token) {
      return store.unsubscribeTokenKnown(token);
    },

    /** @param {string} token */
    unsubscribe(token) {
      return store.unsubscribe(token);
    },
  };
}

/** @typedef {ReturnType<typeof createLeadService>} LeadService */
