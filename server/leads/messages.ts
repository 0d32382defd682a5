import { newKey } from "./keys.ts";
import type { ConfirmedSubscription, ContactInput, OutboxMessage, StoredLead, SubscriptionTokens } from "./store.ts";

/*
 * What the outbox sends: the webhook posts to the owner's CRM and the e-mails, built
 * from a stored lead. Each message carries the address it is about (`subjectEmail`) so an
 * erase finds it.
 */

export type MailAddress = { name: string; address: string };
export type Email = {
  to: string;
  subject: string;
  text: string;
  messageId: string;
  replyTo?: MailAddress;
  headers?: Record<string, string>;
};
export type { OutboxMessage };

/** An e-mail message for the outbox under a new key; the key is also its Message-ID. */
function emailMessage(email: Omit<Email, "messageId">, subjectEmail: string, siteUrl: string): OutboxMessage {
  const key = newKey("email");
  return {
    kind: "email",
    key,
    subjectEmail,
    payload: { ...email, messageId: `<${key}@${new URL(siteUrl).hostname}>` },
  };
}

export function contactWebhook(input: ContactInput, lead: StoredLead): OutboxMessage {
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
      offer: input.offer.id,
    },
  };
}

/**
 * The owner's copy of a contact submission: answering it answers the visitor. It names the offer
 * of the page the visitor wrote from, and the call that page offered them.
 */
export function ownerNotification(
  input: ContactInput,
  lead: StoredLead,
  { to, siteUrl }: { to: string; siteUrl: string },
): OutboxMessage {
  const page = input.source === "home" ? `${siteUrl}/#contact` : `${siteUrl}/contact`;
  return emailMessage(
    {
      to,
      subject: `New ${input.offer.id} enquiry from ${input.name} (${input.company})`,
      replyTo: { name: input.name, address: input.email },
      text: [
        `${input.name}${input.role ? `, ${input.role}` : ""} at ${input.company} <${input.email}> wrote through the contact form on ${page}:`,
        "",
        input.message,
        "",
        "--",
        `Offer: ${input.offer.id}. The page offered ${input.offer.call}; propose that call.`,
        `Reply to this e-mail to answer ${input.name} directly.`,
        `Received ${lead.createdAt}, lead ${lead.key}.`,
      ].join("\n"),
    },
    input.email,
    siteUrl,
  );
}

export function confirmationEmail(
  address: string,
  tokens: SubscriptionTokens,
  { siteUrl, productName, retentionDays }: { siteUrl: string; productName: string; retentionDays: number },
): OutboxMessage {
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

export function newsletterWebhook(subscription: ConfirmedSubscription): OutboxMessage {
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
