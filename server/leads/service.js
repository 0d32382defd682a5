import { hashToken } from "./store.js";

/**
 * What the forms do once their input is valid. Every accepted submission is
 * committed (with its outbox messages) before the caller tells the visitor.
 * @param {{
 *   store: import("./store.js").LeadStore;
 *   outbox: { kick: () => void };
 *   siteUrl: string;
 *   productName: string;
 *   webhookEnabled: boolean;
 * }} deps
 */
export function createLeadService({ store, outbox, siteUrl, productName, webhookEnabled }) {
  /** @param {string} event @param {string} key @param {Record<string, unknown>} data @param {string} email */
  const webhook = (event, key, data, email) =>
    webhookEnabled
      ? [{ kind: /** @type {const} */ ("webhook"), key, payload: { event, id: key, ...data }, subjectEmail: email }]
      : [];

  return {
    /** @param {import("./store.js").ContactInput} input */
    submitContact(input) {
      const result = store.addContact(input, (/** @type {number} */ id) =>
        webhook(
          "contact.submitted",
          `contact-${id}`,
          {
            submittedAt: new Date().toISOString(),
            contact: { name: input.name, email: input.email, company: input.company, role: input.role ?? null },
            message: input.message,
            source: input.source,
          },
          input.email,
        ),
      );
      outbox.kick();
      return result;
    },

    /** @param {string} email lower-cased address */
    subscribe(email) {
      const tokens = store.requestSubscription(email);
      if (tokens) {
        const confirmUrl = `${siteUrl}/newsletter/confirm?token=${tokens.confirmToken}`;
        const unsubscribeUrl = `${siteUrl}/newsletter/unsubscribe?token=${tokens.unsubscribeToken}`;
        store.enqueue({
          kind: "email",
          key: `confirm-email-${hashToken(tokens.confirmToken)}`,
          subjectEmail: email,
          payload: {
            to: email,
            subject: `Confirm your subscription to ${productName} Outbound Insights`,
            text: [
              "Hello,",
              "",
              `Please confirm that you want to receive ${productName} Outbound Insights by opening this link:`,
              confirmUrl,
              "",
              "The link works once and expires in 7 days. If you did not ask for this, ignore this e-mail:",
              "without confirmation you will not receive anything and your address is deleted after 30 days.",
              "",
              `Unsubscribe at any time: ${unsubscribeUrl}`,
            ].join("\n"),
            headers: { "List-Unsubscribe": `<${unsubscribeUrl}>` },
          },
        });
        outbox.kick();
      }
    },

    /** @param {string} token */
    confirm(token) {
      const result = store.confirmSubscription(token, (/** @type {string} */ email) =>
        webhook(
          "newsletter.confirmed",
          `newsletter-${hashToken(token).slice(0, 32)}`,
          { confirmedAt: new Date().toISOString(), email },
          email,
        ),
      );
      if (result === "confirmed") outbox.kick();
      return result;
    },

    /** @param {string} token */
    unsubscribe(token) {
      return store.unsubscribe(token);
    },
  };
}

/** @typedef {ReturnType<typeof createLeadService>} LeadService */
