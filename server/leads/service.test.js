import { expect, test } from "vitest";
import { createLeadService } from "./service.js";
import { openStore } from "./store.js";

/** @param {Partial<Parameters<typeof createLeadService>[0]>} overrides */
function service(overrides = {}) {
  const store = openStore(":memory:");
  let kicks = 0;
  const leads = createLeadService({
    store,
    outbox: { kick: () => (kicks += 1) },
    siteUrl: "https://www.mamut.example",
    productName: "Mamut",
    webhookEnabled: true,
    notifyEmail: "owner@mamut.example",
    resendAfterMs: 15 * 60 * 1000,
    unconfirmedRetentionDays: 30,
    ...overrides,
  });
  return { store, leads, kicks: () => kicks };
}

const input = {
  name: "Ada Lovelace",
  email: "ada@engines.io",
  company: "Analytical Engines",
  role: "CTO",
  message: "We need 20 meetings a month with hospital CIOs.",
  source: "contact",
};

test("each contact submission sends the owner an e-mail with the message, Reply-To the visitor", async () => {
  const { store, leads, kicks } = service();
  expect(await leads.submitContact(input, { quarantine: null })).toBe("stored");
  expect(kicks()).toBe(1);
  const [mail] = await store.claimDue("email", 10, 1000);
  const email = JSON.parse(mail?.payload ?? "{}");
  expect(email).toMatchObject({
    to: "owner@mamut.example",
    subject: "New enquiry from Ada Lovelace (Analytical Engines)",
    replyTo: { name: "Ada Lovelace", address: "ada@engines.io" },
    messageId: `<${mail?.idempotency_key}@www.mamut.example>`,
  });
  expect(email.text).toContain(input.message);
  expect(email.text).toContain("https://www.mamut.example/contact");
  const [hook] = await store.claimDue("webhook", 10, 1000);
  expect(JSON.parse(hook?.payload ?? "{}")).toMatchObject({ event: "contact.submitted", id: hook?.idempotency_key });
});

test("without SMTP there is no owner e-mail, and without a webhook URL no webhook", async () => {
  const { store, leads } = service({ notifyEmail: null, webhookEnabled: false });
  await leads.submitContact(input, { quarantine: null });
  expect(await store.counts()).toMatchObject({ contacts: 1, pendingOutbox: 0 });
});

test("a submission that looks automated is quarantined with its reason and sent nowhere", async () => {
  const { store, leads, kicks } = service();
  expect(await leads.submitContact(input, { quarantine: "the hidden honeypot field was filled" })).toBe("quarantined");
  expect(await leads.subscribe("bot@spam.io", { quarantine: "sent 12 ms after the page opened" })).toBe("quarantined");
  expect(kicks()).toBe(0);
  expect(await store.counts()).toMatchObject({ contacts: 0, subscriptions: 0, quarantined: 2, pendingOutbox: 0 });
});

test("the confirmation e-mail offers RFC 8058 one-click unsubscribe", async () => {
  const { store, leads } = service();
  await leads.subscribe("reader@acme.io", { quarantine: null });
  const [mail] = await store.claimDue("email", 10, 1000);
  const email = JSON.parse(mail?.payload ?? "{}");
  expect(email.headers).toEqual({
    "List-Unsubscribe": expect.stringMatching(
      /^<https:\/\/www\.mamut\.example\/newsletter\/unsubscribe\?token=[\w-]+>$/,
    ),
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
  expect(email.text).toMatch(/newsletter\/confirm\?token=[\w-]+/);
});
