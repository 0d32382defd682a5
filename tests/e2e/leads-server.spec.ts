import { expect, test } from "./support/test";
import { startReceiver } from "../../scripts/audit/leads-receivers.ts";
import { count, freshDatabasePath, postForm, startServer, testPort, validContact } from "./support/leads";

// Request-level tests of the form endpoints, each against its own server process and database.
test.describe.configure({ mode: "serial" });

test("200 concurrent valid submissions are all stored exactly once", async () => {
  test.setTimeout(90_000);
  const databasePath = freshDatabasePath();
  const server = await startServer(testPort(0), { DATABASE_PATH: databasePath, RATE_LIMIT_MAX: "100000" });
  try {
    const started = performance.now();
    const statuses = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postForm(server.url, "/contact", validContact(i)).then((response) => response.status),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `200 concurrent contact submissions answered in ${seconds.toFixed(2)} s (${(200 / seconds).toFixed(0)}/s)`,
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(count(databasePath, "SELECT count(*) AS n FROM contact_submissions")).toBe(200);
    expect(count(databasePath, "SELECT count(DISTINCT email) AS n FROM contact_submissions")).toBe(200);
  } finally {
    await server.stop();
  }
});

test("with the webhook receiver down, then up, every lead is delivered once, also across a restart", async () => {
  test.setTimeout(60_000);
  const databasePath = freshDatabasePath();
  const hookPort = testPort(1);
  const secret = "test-secret-0123456789";
  const env = {
    DATABASE_PATH: databasePath,
    RATE_LIMIT_MAX: "100000",
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
    LEAD_WEBHOOK_SECRET: secret,
    OUTBOX_RETRY_BASE_MS: "100",
    OUTBOX_RETRY_CAP_MS: "400",
    OUTBOX_INTERVAL_MS: "100",
    OUTBOX_MAX_ATTEMPTS: "100",
  };
  let server = await startServer(testPort(2), env);
  try {
    for (let i = 0; i < 20; i += 1)
      expect((await postForm(server.url, "/contact", validContact(`hook${i}`))).status).toBe(200);
    // Every lead has failed at least once while the receiver is down (polled: a busy machine is slower).
    await expect
      .poll(() => count(databasePath, "SELECT count(*) AS n FROM outbox WHERE status = 'pending' AND attempts > 0"), {
        timeout: 15_000,
      })
      .toBe(20);
  } finally {
    // Stopped even when an expectation fails, so a retry does not meet this server on its port.
    await server.stop();
  }

  const receiver = await startReceiver(hookPort, secret);
  server = await startServer(testPort(2), env);
  try {
    await expect.poll(() => receiver.keys.size, { timeout: 20_000 }).toBe(20);
    // Every message is marked delivered: none is left to be sent a second time.
    await expect
      .poll(() => count(databasePath, "SELECT count(*) AS n FROM outbox WHERE status = 'delivered'"))
      .toBe(20);
    expect([...receiver.keys.values()].every((n) => n === 1)).toBe(true);
    expect(receiver.badSignatures).toBe(0);
  } finally {
    await server.stop();
    await receiver.close();
  }
});

function badInputs(): Array<{ path: string; body: BodyInit; type: string; label: string }> {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const good = validContact("fuzz");
  const cases: Array<{ path: string; body: BodyInit; type: string; label: string }> = [];
  const urlencoded = "application/x-www-form-urlencoded";
  for (const field of Object.keys(good).filter((key) => key !== "role")) {
    const { [field]: _dropped, ...rest } = good as Record<string, string>;
    cases.push({ path: "/contact", body: form(rest), type: urlencoded, label: `missing ${field}` });
    cases.push({ path: "/contact", body: form({ ...good, [field]: "" }), type: urlencoded, label: `empty ${field}` });
    cases.push({
      path: "/contact",
      body: form({ ...good, [field]: "x".repeat(7000) }),
      type: urlencoded,
      label: `long ${field}`,
    });
    cases.push({
      path: "/contact",
      body: form({ ...good, [field]: "a\u0000b\u0007c" }),
      type: urlencoded,
      label: `control ${field}`,
    });
  }
  const badEmails = [
    "plainaddress",
    "@no-local.org",
    "a@b",
    "a b@c.org",
    "<script>alert(1)</script>@x.org",
    "a@b.c\u0000",
    "x".repeat(300) + "@example.org",
    "javascript:alert(1)",
    "a@@b.org",
    '"quoted"@',
  ];
  for (const email of badEmails) {
    cases.push({
      path: "/contact",
      body: form({ ...good, email }),
      type: urlencoded,
      label: `contact email ${email.slice(0, 20)}`,
    });
    cases.push({
      path: "/newsletter",
      body: form({ email }),
      type: urlencoded,
      label: `newsletter email ${email.slice(0, 20)}`,
    });
  }
  const scripts = [
    '<script>alert("x")</script>',
    "<img src=x onerror=alert(1)>",
    "'; DROP TABLE contact_submissions; --",
  ];
  for (const payload of scripts) {
    cases.push({
      path: "/contact",
      body: form({ ...good, email: payload }),
      type: urlencoded,
      label: "script in email",
    });
    cases.push({
      path: "/contact",
      body: form({ ...good, consent: payload }),
      type: urlencoded,
      label: "script in consent",
    });
    cases.push({ path: "/newsletter", body: form({ email: payload }), type: urlencoded, label: "script newsletter" });
  }
  const rawBodies = [
    "%E0%A4%A",
    "name=%ZZ&email=%",
    "email=%C3%28",
    "\u0000\u0001\u0002",
    "=&=&=&",
    "email",
    "email=a%40b.org&email=c%40d.org&name",
  ];
  for (const raw of rawBodies) {
    cases.push({ path: "/contact", body: raw, type: urlencoded, label: `raw ${JSON.stringify(raw)}` });
    cases.push({ path: "/newsletter", body: raw, type: urlencoded, label: `raw newsletter ${JSON.stringify(raw)}` });
  }
  for (const type of ["application/json", "text/plain", "application/xml", "multipart/form-data; boundary=zzz"]) {
    cases.push({ path: "/contact", body: JSON.stringify(good), type, label: `type ${type}` });
    cases.push({
      path: "/newsletter",
      body: JSON.stringify({ email: "a@b.org" }),
      type,
      label: `newsletter type ${type}`,
    });
  }
  const multipart = new FormData();
  for (const [key, value] of Object.entries(good)) multipart.set(key, key === "name" ? new Blob([value]) : value);
  cases.push({ path: "/contact", body: multipart, type: "", label: "file instead of text" });
  cases.push({ path: "/contact", body: "x=" + "y".repeat(100 * 1024), type: urlencoded, label: "100 KB body" });
  cases.push({
    path: "/newsletter",
    body: "email=" + "y".repeat(100 * 1024),
    type: urlencoded,
    label: "100 KB newsletter",
  });
  // Random noise, repeatable.
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  while (cases.length < 240) {
    const length = Math.floor(random() * 400);
    const noise = Array.from({ length }, () => String.fromCharCode(Math.floor(random() * 0x2fff))).join("");
    const path = random() < 0.5 ? "/contact" : "/newsletter";
    const body = random() < 0.5 ? noise : form({ ...good, email: noise, consent: noise.slice(0, 3) });
    cases.push({ path, body, type: urlencoded, label: "noise" });
  }
  return cases;
}

test("a fuzz of bad inputs answers 4xx with a message, stores nothing, and the server keeps serving", async () => {
  test.setTimeout(90_000);
  const databasePath = freshDatabasePath();
  const server = await startServer(testPort(3), { DATABASE_PATH: databasePath, RATE_LIMIT_MAX: "100000" });
  try {
    const cases = badInputs();
    const unexpected: string[] = [];
    const started = performance.now();
    for (const item of cases) {
      const response = await fetch(`${server.url}${item.path}`, {
        method: "POST",
        headers: { Origin: server.url, ...(item.type ? { "Content-Type": item.type } : {}) },
        body: item.body,
      });
      const text = await response.text();
      if (response.status < 400 || response.status > 499) unexpected.push(`${item.label}: HTTP ${response.status}`);
      else if (!/Enter|Keep|Remove|Write|Please|could not|too much|Tell us/i.test(text))
        unexpected.push(`${item.label}: no message`);
      if (/<script>alert|<img src=x onerror/.test(text)) unexpected.push(`${item.label}: echoed markup unescaped`);
    }
    console.log(`fuzz: ${cases.length} bad inputs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    expect(unexpected).toEqual([]);
    expect(count(databasePath, "SELECT count(*) AS n FROM contact_submissions")).toBe(0);
    expect(count(databasePath, "SELECT count(*) AS n FROM newsletter_subscriptions")).toBe(0);
    expect(count(databasePath, "SELECT count(*) AS n FROM quarantine")).toBe(0);
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect((await postForm(server.url, "/contact", validContact("after-fuzz"))).status).toBe(200);
  } finally {
    await server.stop();
  }
});

test("a 5 MB body answers 413 with a readable page", async () => {
  const server = await startServer(testPort(4), { DATABASE_PATH: freshDatabasePath() });
  try {
    const big = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: "message=" + "x".repeat(5 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
    expect(await big.text()).toContain("64 KB");
  } finally {
    await server.stop();
  }
});
