import { confirmationEmail, contactWebhook, newsletterWebhook, ownerNotification } from "./messages.js";

/**
 * What the forms do once their input is valid. Every accepted submission is committed
 * (with its outbox messages) before the caller tells the visitor; a submission that looks
 * automated is kept in quarantine with its reason and sent nowhere.
 * @param {{
 *   store: import("./store.js").LeadStore;
 *   outbox: { kick: () => void };
 *   siteUrl: string;
 *   productName: string;
 *   webhookEnabled: boolean;
 *   notifyEmail: string | null;
 *   resendAfterMs: number;
 *   unconfirmedRetentionDays: number;
 * }} deps
 */
export function createLeadService({
  store,
  outbox,
  siteUrl,
  productName,
  webhookEnabled,
  notifyEmail,
  resendAfterMs,
  unconfirmedRetentionDays,
}) {
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
     * Starts a double opt-in. Nothing is sent when the address is confirmed already or a
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
      const tokens = await store.requestSubscription(email, {
        resendAfterMs,
        messages: (created) => [
          confirmationEmail(email, created, { siteUrl, productName, retentionDays: unconfirmedRetentionDays }),
        ],
      });
      if (tokens) outbox.kick();
      return "stored";
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
