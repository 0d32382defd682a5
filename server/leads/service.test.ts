import { expect, test } from "vitest";
import { createFormTime } from "./form-time.ts";
import { createLeadService } from "./service.ts";
import { createSignups } from "./signups.ts";
import { openStore } from "./store.ts";

function service(overrides: Partial<Parameters<typeof createLeadService>[0]> = {}) {
  const store = openStore(":memory:");
  let kicks = 0;
  let scheduled = 0;
  const outbox = { kick: () => (kicks += 1) };
  const signups = createSignups({
    store,
    outbox,
    siteUrl: "https://www.mamut.example",
    productName: "Mamut",
    resendAfterMs: 15 * 60 * 1000,
    unconfirmedRetentionDays: 30,
    intervalMs: 60_000,
  });
  const leads = createLeadService({
    store,
    outbox,
    signups: { schedule: () => (scheduled += 1) },
    formTime: createFormTime({ secret: () => store.secret("form-time") }),
    siteUrl: "https://www.mamut.example",
    webhookEnabled: true,
    notifyEmail: "owner@mamut.example",
    ...overrides,
  });
  return { store, leads, signups, kicks: () => kicks, scheduled: () => scheduled };
}

const input = {
  name: "Ada Lovelace",
  email: "ada@engines.io",
  company: "Analytical Engines",
  role: "CTO",
  message: "We need 20 meetings a month with hospital CIOs.",
  source: "home",
  offer: { id: "healthtech", call: "a 45-minute discovery call" },
};

test("each contact submission sends the owner an e-mail with the message and its offer, Reply-To the visitor", async () => {
  const { store, leads, kicks } = service();
  expect(await leads.submitContact(input, { quarantine: null })).toBe("stored");
  expect(kicks()).toBe(1);
  const [mail] = await store.claimDue("email", 10, 1000);
  const email = JSON.parse(mail?.payload ?? "{}");
  expect(email).toMatchObject({
    to: "owner@mamut.example",
    subject: "New healthtech enquiry from Ada Lovelace (Analytical Engines)",
    replyTo: { name: "Ada Lovelace", address: "ada@engines.io" },
    messageId: `<${mail?.idempotency_key}@www.mamut.example>`,
  });
  expect(email.text).toContain(input.message);
  expect(email.text).toContain("https://www.mamut.example/#contact");
  expect(email.text).toContain("Offer: healthtech. The page offered a 45-minute discovery call");
  const [hook] = await store.claimDue("webhook", 10, 1000);
  expect(JSON.parse(hook?.payload ?? "{}")).toMatchObject({
    event: "contact.submitted",
    id: hook?.idempotency_key,
    source: "home",
    offer: "healthtech",
  });
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
  const { store, leads, signups } = service();
  await leads.subscribe("reader@acme.io", { quarantine: null });
  await signups.drain();
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

test("a sign-up answers after one stored request, the same for a new, a pending and a subscribed address", async () => {
  const { store, leads, signups, kicks, scheduled } = service();
  await leads.subscribe("subscribed@acme.io", { quarantine: null });
  await leads.subscribe("pending@acme.io", { quarantine: null });
  await signups.drain();
  expect(kicks()).toBe(1);
  const first = await store.claimDue("email", 10, 60_000);
  const mail = first.find((row) => JSON.parse(row.payload).to === "subscribed@acme.io");
  const confirm = /newsletter\/confirm\?token=([\w-]+)/.exec(JSON.parse(mail?.payload ?? "{}").text)?.[1] ?? "";
  expect(await store.confirmSubscription(confirm, () => [])).toBe("confirmed");

  // Until the batch, each sign-up is one stored request and nothing more, whoever the address is.
  const before = await store.counts();
  for (const email of ["subscribed@acme.io", "pending@acme.io", "new@acme.io"]) {
    expect(await leads.subscribe(email, { quarantine: null })).toBe("stored");
  }
  expect(await store.counts()).toEqual(before);
  expect(scheduled()).toBe(5);
  await signups.drain();
  // Then: nothing to the subscribed address, nothing again to the pending one within the resend window.
  const sent = (await store.claimDue("email", 10, 60_000)).map((row) => JSON.parse(row.payload).to);
  expect(sent).toEqual(["new@acme.io"]);
});
