import { expect, test } from "vitest";
import { createFormTime } from "./form-time.ts";
import { createFormTimeUses } from "./form-time-uses.ts";
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
  const formTime = createFormTime({ secret: () => store.secret("form-time") });
  const leads = createLeadService({
    store,
    outbox,
    signups: { schedule: () => (scheduled += 1) },
    formTime,
    formTimeUses: createFormTimeUses({ store, tag: formTime.tag, maxPosts: 3, maxPerClient: 2 }),
    siteUrl: "https://www.mamut.example",
    webhookEnabled: true,
    notifyEmail: "owner@mamut.example",
    ...overrides,
  });
  return { store, leads, signups, formTime, kicks: () => kicks, scheduled: () => scheduled };
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

test("a signed time serves a few posts of a form per client and in all; the next are told apart, other forms and times not", async () => {
  const { leads, formTime } = service();
  const time = await formTime.sign(Date.now() - 60_000);
  const post = (client: string, form: "contact" | "newsletter" = "contact") =>
    leads
      .servedAt(time, { form, client })
      .then((servedAt) => (servedAt.status === "signed" ? servedAt.spent : servedAt));
  // Two from one client (maxPerClient 2), the third from it is one too many.
  expect([await post("192.0.2.1"), await post("192.0.2.1"), await post("192.0.2.1")]).toEqual([
    undefined,
    undefined,
    { by: "client", posts: 2, limit: 2 },
  ]);
  // That third post counted too: the time has served 3 posts of the form (maxPosts 3), so any client's next is spent.
  expect(await post("198.51.100.7")).toEqual({ by: "all", posts: 3, limit: 3 });
  expect(await post("198.51.100.7", "newsletter")).toBeUndefined();
  const other = await formTime.sign(Date.now() - 30_000);
  expect(await leads.servedAt(other, { form: "contact", client: "192.0.2.1" })).not.toHaveProperty("spent");
});

test("a time is judged alone when its posts cannot be counted, and a forged one is never counted", async () => {
  const lines: string[] = [];
  const { store, leads, formTime } = service({ log: (line) => void lines.push(line) });
  const time = await formTime.sign(Date.now() - 60_000);
  expect(await leads.servedAt("0.forged", { form: "contact", client: "192.0.2.1" })).toEqual({ status: "forged" });
  await store.close();
  expect(await leads.servedAt(time, { form: "contact", client: "192.0.2.1" })).toMatchObject({ status: "signed" });
  expect(lines).toEqual([expect.stringMatching(/^form time: could not count a post's use: /)]);
});
