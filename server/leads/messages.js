import { newKey } from "./keys.js";

/**
 * An e-mail message for the outbox under a new key; the key is also its Message-ID.
 * @param {Omit<Email, "messageId">} email
 * @param {string} subjectEmail
 * @param {string} siteUrl
 * @returns {import("./store.js").OutboxMessage}
 */
function emailMessage(email, subjectEmail, siteUrl) {
  const key = newKey("email");
  return {
    kind: "email",
    key,
    subjectEmail,
    payload: { ...email, messageId: `<${key}@${new URL(siteUrl).hostname}>` },
  };
}

/**
 * What the outbox sends: the webhook posts to the owner's CRM and the e-mails, built
 * from a stored lead. Each message carries the address it is about (`subjectEmail`) so an
 * erase finds it.
 *
 * @typedef {{ name: string; address: string }} MailAddress
 * @typedef {{
 *   to: string; subject: string; text: string; messageId: string; replyTo?: MailAddress; headers?: Record<string, string>;
 * }} Email
 * @typedef {import("./store.js").OutboxMessage} OutboxMessage
 */

/**
 * @param {import("./store.js").ContactInput} input
 * @param {import("./store.js").StoredLead} lead
 * @returns {OutboxMessage}
 */
export function contactWebhook(input, lead) {
  return {
    kind: "webhook",
    key: lead.key,
    subjectEmail: input.email,
    payload: {
      event: "contact.submitted",
      id: lead.key,
      submittedAt: lead.createdAt,
      contact: { name: input.name, email: input.email, company: input.company, role: input.role ?? null },
      message: input.message,
      source: input.source,
    },
  };
}

/**
 * The owner's copy of a contact submission: answering it answers the visitor.
 * @param {import("./store.js").ContactInput} input
 * @param {import("./store.js").StoredLead} lead
 * @param {{ to: string; siteUrl: string }} options
 * @returns {OutboxMessage}
 */
export function ownerNotification(input, lead, { to, siteUrl }) {
  const page = input.source === "home" ? `${siteUrl}/#contact` : `${siteUrl}/contact`;
  return emailMessage(
    {
      to,
      subject: `New enquiry from ${input.name} (${input.company})`,
      replyTo: { name: input.name, address: input.email },
      text: [
        `${input.name}${input.role ? `, ${input.role}` : ""} at ${input.company} <${input.email}> wrote through the contact form on ${page}:`,
        "",
        input.message,
        "",
        "--",
        `Reply to this e-mail to answer ${input.name} directly.`,
        `Received ${lead.createdAt}, lead ${lead.key}.`,
      ].join("\n"),
    },
    input.email,
    siteUrl,
  );
}

/**
 * @param {string} address
 * @param {import("./store.js").SubscriptionTokens} tokens
 * @param {{ siteUrl: string; productName: string; retentionDays: number }} options
 * @returns {OutboxMessage}
 */
export function confirmationEmail(address, tokens, { siteUrl, productName, retentionDays }) {
  const confirmUrl = `${siteUrl}/newsletter/confirm?token=${tokens.confirmToken}`;
  const unsubscribeUrl = `${siteUrl}/newsletter/unsubscribe?token=${tokens.unsubscribeToken}`;
  return emailMessage(
    {
      to: address,
      subject: `Confirm your subscription to ${productName} Outbound Insights`,
      text: [
        "Hello,",
        "",
        `Please confirm that you want to receive ${productName} Outbound Insights: open this link and press "Confirm".`,
        confirmUrl,
        "",
        "The link expires in 7 days. If you did not ask for this, ignore this e-mail:",
        `without confirmation you will not receive anything and your address is deleted after ${retentionDays} days.`,
        "",
        `Unsubscribe at any time: ${unsubscribeUrl}`,
      ].join("\n"),
      // RFC 8058 one-click unsubscribe: the mail client POSTs "List-Unsubscribe=One-Click" to the URL.
      headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    },
    address,
    siteUrl,
  );
}

/**
 * @param {import("./store.js").ConfirmedSubscription} subscription
 * @returns {OutboxMessage}
 */
export function newsletterWebhook(subscription) {
  return {
    kind: "webhook",
    key: subscription.key,
    subjectEmail: subscription.email,
    payload: {
      event: "newsletter.confirmed",
      id: subscription.key,
      confirmedAt: subscription.confirmedAt,
      email: subscription.email,
    },
  };
}
