import { RouterContextProvider } from "react-router";
import { expect, test, vi } from "vitest";
import { offerForPath, offers, type OfferId } from "~/content/offers";
import { getServices, refusalContext, type Services } from "~/lib/load-context";
import {
  answerContactRefusal,
  answerRefusal,
  contactFields,
  submitContact,
  subscribeToNewsletter,
} from "./actions.server";

type Calls = {
  contact: Array<{ quarantine: string | null }>;
  contactInput: Array<{ source: string; offer: { id: string; call: string } }>;
  newsletter: Array<{ quarantine: string | null }>;
  receivedAt: Array<number | undefined>;
  timed: Array<{ form: string; client: string }>;
};

/**
 * The lead service methods the actions call, recording each judgement. Its served-time reader
 * takes the field as the page's age in milliseconds (the real one checks a signature: form-time.test.ts).
 */
function fakeLeads({ failing = false } = {}): { calls: Calls; leads: Services["leads"] } {
  const calls: Calls = { contact: [], contactInput: [], newsletter: [], receivedAt: [], timed: [] };
  const leads = {
    config: { FORM_MIN_FILL_MS: 1500 },
    service: {
      async servedAt(
        value: unknown,
        { receivedAt, form, client }: { receivedAt?: number; form: string; client: string },
      ) {
        calls.receivedAt.push(receivedAt);
        calls.timed.push({ form, client });
        if (typeof value !== "string" || value === "") return { status: "missing" };
        return /^\d+$/.test(value) ? { status: "signed", ageMs: Number(value) } : { status: "forged" };
      },
      async submitContact(input: Calls["contactInput"][number], judgement: { quarantine: string | null }) {
        if (failing) throw new Error("SQLITE_FULL: database or disk is full");
        calls.contact.push(judgement);
        calls.contactInput.push(input);
      },
      async subscribe(_email: string, judgement: { quarantine: string | null }) {
        if (failing) throw new Error("SQLITE_FULL: database or disk is full");
        calls.newsletter.push(judgement);
      },
    },
  };
  return { calls, leads: leads as unknown as Services["leads"] };
}

const valid = {
  name: "Ada Lovelace",
  email: "ada@engines.io",
  company: "Analytical Engines",
  message: "We need 20 meetings a month with hospital CIOs.",
  consent: "on",
};

function post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request(`http://127.0.0.1${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

test("an empty form sent a moment after the page opened shows the errors, not thank you", async () => {
  const { calls, leads } = fakeLeads();
  const { result, status } = await submitContact(post("/contact", { served_at: "300" }), leads);
  expect(status).toBe(400);
  expect(result).toMatchObject({
    status: "error",
    errors: { name: "Enter your name", email: "Enter your email address" },
  });
  expect(calls.contact).toEqual([]);
});

test("a valid post sent faster than a person can is stored in quarantine and answered thank you", async () => {
  const { calls, leads } = fakeLeads();
  const { result, status } = await submitContact(post("/contact", { ...valid, served_at: "300" }), leads);
  expect({ result, status }).toEqual({ result: { status: "success", offer: offerForPath("/contact") }, status: 200 });
  expect(calls.contact).toEqual([{ quarantine: "sent 300 ms after the page was served (a person needs 1500 ms)" }]);
});

const offerIds = Object.keys(offers) as OfferId[];

test("a post names the offer of its form's page: its answer and what is stored and sent carry that offer", async () => {
  for (const offer of offerIds) {
    const { calls, leads } = fakeLeads();
    const answer = await submitContact(post("/contact", { ...valid, served_at: "9000", offer }), leads);
    expect(answer).toEqual({ result: { status: "success", offer }, status: 200 });
    expect(calls.contactInput).toEqual([
      expect.objectContaining({ offer: { id: offer, call: offers[offer].callText } }),
    ]);
    // A form sent back with errors keeps its offer, so the page that shows them is the offer's.
    const errors = await submitContact(post("/contact", { email: "ada@", offer }), leads);
    expect(errors.result).toMatchObject({ status: "error", offer });
  }
});

test("an offer the site does not have is not taken: the post gets the offer of the page its form is on", async () => {
  for (const [source, page] of [
    ["home", "/"],
    ["contact", "/contact"],
  ] as const) {
    for (const named of [undefined, "", "enterprise", "toString", "Healthtech"]) {
      const { calls, leads } = fakeLeads();
      const fields = { ...valid, served_at: "9000", source, ...(named === undefined ? {} : { offer: named }) };
      const { result } = await submitContact(post("/contact", fields), leads);
      expect(result.offer, `${source}, ${named}`).toBe(offerForPath(page));
      expect(calls.contactInput[0]?.offer.id).toBe(offerForPath(page));
      expect(calls.contactInput[0]?.source).toBe(source);
    }
  }
});

test("a post without the page's signed time, or with a made-up one, is quarantined, browser headers or not", async () => {
  const { calls, leads } = fakeLeads();
  const browser = { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document" };
  await submitContact(post("/contact", valid, browser), leads);
  await subscribeToNewsletter(post("/newsletter", { email: "ada@engines.io", served_at: "soon" }), leads);
  await subscribeToNewsletter(post("/newsletter", { email: "ada@engines.io", served_at: "9000" }), leads);
  expect(calls.contact).toEqual([{ quarantine: "sent without the time the server signed into the page's form" }]);
  expect(calls.newsletter).toEqual([
    { quarantine: "the page's signed time was not signed by this site" },
    { quarantine: null },
  ]);
});

test("a post is timed from when the server's guards stamped its arrival, not from when the action ran", async () => {
  const { calls, leads } = fakeLeads();
  const arrived = Date.now() - 4000;
  await submitContact(
    post("/contact", { ...valid, served_at: "9000" }, { "X-Mamut-Received-At": String(arrived) }),
    leads,
  );
  await subscribeToNewsletter(post("/newsletter", { email: "ada@engines.io", served_at: "9000" }), leads);
  expect(calls.receivedAt).toEqual([arrived, undefined]);
});

test("a post's signed time is counted for its form and the client the server's guards stamped", async () => {
  const { calls, leads } = fakeLeads();
  await submitContact(post("/contact", { ...valid, served_at: "9000" }, { "X-Mamut-Client": "192.0.2.1" }), leads);
  await subscribeToNewsletter(post("/newsletter", { email: "ada@engines.io", served_at: "9000" }), leads);
  expect(calls.timed).toEqual([
    { form: "contact", client: "192.0.2.1" },
    { form: "newsletter", client: "unknown" },
  ]);
});

test("a field sent twice is answered 400 naming the field, with what was typed, and nothing is judged or stored", async () => {
  const { calls, leads } = fakeLeads();
  const body = new URLSearchParams({ ...valid, served_at: "9000" });
  body.append("name", "Ada Lovelace");
  const request = new Request("http://127.0.0.1/contact", { method: "POST", body });
  const { result, status } = await submitContact(request, leads);
  expect(status).toBe(400);
  expect(result).toEqual({
    status: "error",
    errors: { name: "We received this field twice. Please fill it in once and send the form again." },
    values: { ...valid, role: "" },
    // The form is answered in its page's offer's words, as every other answer (issue 35).
    offer: offerForPath("/contact"),
  });
  expect([calls.contact, calls.timed]).toEqual([[], []]);
  const newsletter = await subscribeToNewsletter(
    new Request("http://127.0.0.1/newsletter", {
      method: "POST",
      body: new URLSearchParams("email=a%40b.io&email=c%40d.io&served_at=9000"),
    }),
    leads,
  );
  expect(newsletter).toMatchObject({ status: 400, result: { errors: { email: expect.stringMatching(/twice/) } } });
});

test("when the store fails the visitor is told, with what they typed, and never thanked", async () => {
  const { leads } = fakeLeads({ failing: true });
  const contact = await submitContact(post("/contact", { ...valid, served_at: "9000" }), leads);
  expect(contact.status).toBe(503);
  expect(contact.result).toMatchObject({
    status: "error",
    errors: { form: expect.stringMatching(/^We could not save this just now/) },
    values: { name: "Ada Lovelace", message: valid.message },
  });
  const newsletter = await subscribeToNewsletter(
    post("/newsletter", { email: "ada@engines.io", served_at: "9000" }),
    leads,
  );
  expect(newsletter).toMatchObject({ status: 503, result: { status: "error" } });
});

test("a post the server refused is answered with its reason and what was typed, and the services are out of reach", async () => {
  const refusal = { status: 429, title: "Too many requests", message: "You have sent this form several times." };
  const { result, status } = await answerRefusal(post("/contact", valid), refusal, contactFields);
  expect(status).toBe(429);
  expect(result).toEqual({
    status: "error",
    errors: { form: expect.stringMatching(/^You have sent this form several times\. You can also write to us at /) },
    values: { ...valid, role: "" },
  });
  for (const offer of offerIds) {
    const contact = await answerContactRefusal(post("/contact", { ...valid, offer }), refusal);
    expect(contact).toMatchObject({ status: 429, result: { status: "error", offer } });
  }
  const context = new RouterContextProvider();
  context.set(refusalContext, refusal);
  expect(() => getServices(context)).toThrow(expect.objectContaining({ init: { status: 429 }, data: refusal }));
});

test("a store that fails is one log line naming the cause and where to look", async () => {
  const lines: unknown[][] = [];
  const spy = vi.spyOn(console, "error").mockImplementation((...args) => void lines.push(args));
  try {
    await submitContact(post("/contact", { ...valid, fill_ms: "9000" }), fakeLeads({ failing: true }).leads);
  } finally {
    spy.mockRestore();
  }
  expect(lines).toEqual([
    [
      "form post not stored (503): the lead database failed: SQLITE_FULL: database or disk is full. Check DATABASE_URL or DATABASE_PATH.",
    ],
  ]);
});
