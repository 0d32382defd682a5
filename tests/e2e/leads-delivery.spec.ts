import { execFileSync } from "node:child_process";
import { createServer } from "node:http";
import { postContact } from "../../scripts/audit/contact-post.ts";
import { expect, test } from "./support/test";
import {
  count,
  freshDatabasePath,
  postForm,
  runServerToExit,
  servedAt,
  startServer,
  testPort,
  validContact,
} from "./support/leads";
import { startSmtp, unfold } from "./support/smtp";
import { startReceiver } from "../../scripts/audit/leads-receivers.ts";
import { offerForPath } from "../../app/content/offers";
import { offers } from "./support/site";

// Delivery to the owner, start-up and shutdown, each against its own server.
test.describe.configure({ mode: "serial" });

test("each contact submission reaches the owner by e-mail, Reply-To the visitor, with the message", async () => {
  const smtp = await startSmtp(testPort(40));
  const server = await startServer(testPort(41), {
    DATABASE_PATH: freshDatabasePath(),
    SMTP_URL: `smtp://127.0.0.1:${testPort(40)}`,
    LEAD_NOTIFY_EMAIL: "owner@mamut.example",
    OUTBOX_INTERVAL_MS: "200",
  });
  try {
    const visitor = { ...validContact("notify"), name: "Grace Hopper", email: "grace@navy.example" };
    expect((await postForm(server.url, "/contact", visitor)).status).toBe(200);
    await expect.poll(() => smtp.inbox.length, { timeout: 15_000 }).toBe(1);
    const [mail] = smtp.inbox;
    expect(mail?.to).toBe("owner@mamut.example");
    const unfolded = unfold(mail?.body ?? "");
    expect(unfolded).toMatch(/^Reply-To: Grace Hopper <grace@navy\.example>$/m);
    // Posted without an offer, as /contact's form: the offer of /contact.
    expect(unfolded).toMatch(
      new RegExp(`^Subject: New ${offerForPath("/contact")} enquiry from Grace Hopper \\(Example Health\\)$`, "m"),
    );
    expect(unfolded).toContain(visitor.message);
    expect(server.log()).not.toContain("stored only in DATABASE_PATH");
  } finally {
    await server.stop();
    await smtp.close();
  }
});

// Issue 35: the owner learns which offer a lead came for, from the form of the page it was sent on
// (contact-form.spec.ts sends both forms in a browser, with and without script).
test("a contact sent from the home page's form and one from /contact's reach the owner's e-mail and webhook, each naming its page's offer", async () => {
  const secret = "test-secret-0123456789";
  const smtp = await startSmtp(testPort(49));
  const receiver = await startReceiver(testPort(50), secret);
  const server = await startServer(testPort(51), {
    DATABASE_PATH: freshDatabasePath(),
    SMTP_URL: `smtp://127.0.0.1:${testPort(49)}`,
    LEAD_NOTIFY_EMAIL: "owner@mamut.example",
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${testPort(50)}/hook`,
    LEAD_WEBHOOK_SECRET: secret,
    OUTBOX_INTERVAL_MS: "200",
  });
  try {
    const sent = [
      { page: "/", source: "home", name: "Home Page Visitor" },
      { page: "/contact", source: "contact", name: "Contact Page Visitor" },
    ];
    for (const { page, source, name } of sent) {
      // The hidden fields as the page's own contact form has them.
      const html = await (await fetch(`${server.url}${page}`)).text();
      const form = /<form[^>]*aria-label="Contact form"[\s\S]*?<\/form>/.exec(html)?.[0] ?? "";
      const hidden = Object.fromEntries(
        [...form.matchAll(/<input type="hidden" name="(source|offer)" value="([^"]*)"/g)].map((m) => [m[1], m[2]]),
      );
      expect(Object.keys(hidden).sort(), page).toEqual(["offer", "source"]);
      const visitor = { ...validContact(`offer-${source}`), name, ...hidden };
      expect((await postForm(server.url, "/contact", visitor)).status).toBe(200);
    }
    await expect.poll(() => smtp.inbox.length, { timeout: 15_000 }).toBe(sent.length);
    await expect.poll(() => receiver.bodies.length, { timeout: 15_000 }).toBe(sent.length);
    for (const { page, source, name } of sent) {
      const offer = offerForPath(page);
      const mail = unfold(smtp.inbox.find((item) => item.body.includes(`from ${name}`))?.body ?? "");
      expect(mail).toMatch(new RegExp(`^Subject: New ${offer} enquiry from ${name} \\(Example Health\\)$`, "m"));
      expect(mail).toContain(`Offer: ${offer}. The page offered ${offers[offer].callText}`);
      const hook = receiver.bodies.map((body) => JSON.parse(body)).find((body) => body.contact?.name === name);
      expect(hook).toMatchObject({ event: "contact.submitted", source, offer });
    }
    expect(receiver.badSignatures).toBe(0);
  } finally {
    await server.stop();
    await receiver.close();
    await smtp.close();
  }
});

test("without a webhook or SMTP, e-mails are marked logged and a production server warns at start-up", async () => {
  const databasePath = freshDatabasePath();
  const server = await startServer(testPort(42), { DATABASE_PATH: databasePath, NODE_ENV: "production" });
  try {
    // The start-up report reads the database after the server listens.
    await expect
      .poll(() => server.log())
      .toContain("neither LEAD_WEBHOOK_URL nor SMTP_URL is set: leads are stored only in DATABASE_PATH");
    await postForm(server.url, "/newsletter", { email: "logged@example.org" });
    await expect.poll(() => count(databasePath, "SELECT count(*) AS n FROM outbox WHERE status = 'logged'")).toBe(1);
    expect(count(databasePath, "SELECT count(*) AS n FROM outbox WHERE status = 'delivered'")).toBe(0);
  } finally {
    await server.stop();
  }
});

test("a delivery that gave up is reported at start-up and sent again with npm run leads:retry", async () => {
  const databasePath = freshDatabasePath();
  const env = {
    DATABASE_PATH: databasePath,
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${testPort(43)}/hook`,
    LEAD_WEBHOOK_SECRET: "test-secret-0123456789",
    OUTBOX_MAX_ATTEMPTS: "1",
    OUTBOX_INTERVAL_MS: "200",
    OUTBOX_RETENTION_DAYS: "7",
  };
  const failedBefore = Date.now();
  let server = await startServer(testPort(44), env);
  try {
    await postForm(server.url, "/contact", validContact("retry"));
    await expect.poll(() => count(databasePath, "SELECT count(*) AS n FROM outbox WHERE status = 'failed'")).toBe(1);
  } finally {
    await server.stop();
  }
  const receiver = await startReceiver(testPort(43), "test-secret-0123456789");
  server = await startServer(testPort(44), env);
  try {
    await expect.poll(() => server.log()).toContain("outbox: 1 message(s) failed for good");
    const listed = execFileSync("npm", ["run", "--silent", "leads:retry"], {
      env: { ...process.env, ...env },
      encoding: "utf8",
    });
    const key = /^(contact_[0-9a-f-]{36})\s+webhook/m.exec(listed)?.[1];
    expect(key).toBeTruthy();
    // Listed with the day it is deleted: it holds the person's details, so it goes after the retention period.
    const day = (ms: number) => new Date(ms + 7 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    expect([day(failedBefore), day(Date.now())]).toContain(/deleted after (\S+)/.exec(listed)?.[1]);
    execFileSync("npm", ["run", "leads:retry", "--", "--failed"], { env: { ...process.env, ...env } });
    await expect.poll(() => receiver.keys.get(key ?? "")).toBe(1);
    await expect.poll(() => count(databasePath, "SELECT count(*) AS n FROM outbox WHERE status = 'delivered'")).toBe(1);
  } finally {
    await server.stop();
    await receiver.close();
  }
});

test("a second server on a busy port exits 1 at once, naming the port, and delivers nothing", async () => {
  const databasePath = freshDatabasePath();
  const hookPort = testPort(45);
  const env = {
    DATABASE_PATH: databasePath,
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${hookPort}/hook`,
    LEAD_WEBHOOK_SECRET: "test-secret-0123456789",
    OUTBOX_RETRY_BASE_MS: "10",
    OUTBOX_INTERVAL_MS: "50",
  };
  // A lead whose webhook is still queued (the receiver was down).
  const first = await startServer(testPort(46), { ...env, OUTBOX_RETRY_BASE_MS: "600000" });
  await postForm(first.url, "/contact", validContact("busy"));
  await expect.poll(() => count(databasePath, "SELECT count(*) AS n FROM outbox WHERE attempts > 0")).toBe(1);
  const receiver = await startReceiver(hookPort, "test-secret-0123456789");
  const blocker = createServer().listen(testPort(47), "127.0.0.1");
  try {
    const second = await runServerToExit(testPort(47), env);
    expect(second.code).toBe(1);
    expect(second.output).toContain(`port ${testPort(47)} is in use`);
    expect(second.output).not.toContain("listening on");
    expect(second.ms).toBeLessThan(10_000);
    expect(receiver.keys.size).toBe(0);
  } finally {
    blocker.close();
    await first.stop();
    await receiver.close();
  }
});

test("SIGTERM during a burst answers every request already sent and loses nothing", async () => {
  test.setTimeout(90_000);
  const databasePath = freshDatabasePath();
  const server = await startServer(testPort(48), { DATABASE_PATH: databasePath, RATE_LIMIT_MAX: "100000" });
  const total = 150;
  let stopped = false;
  // One connection per request, all sent at once; SIGTERM as soon as the first is answered.
  const served = await servedAt(server.url);
  const post = (i: number) =>
    postContact(
      server.url,
      { ...validContact(`burst${i}`), served_at: served },
      {
        onAnswer: () => {
          if (!stopped) {
            stopped = true;
            server.process.kill("SIGTERM");
          }
        },
      },
    ).then(({ status }) => status);
  const answers = await Promise.all(Array.from({ length: total }, (_, i) => post(i)));
  const exitCode = await server.stop();
  expect(answers.filter((answer) => answer !== 200)).toEqual([]);
  expect(count(databasePath, "SELECT count(*) AS n FROM contact_submissions")).toBe(total);
  expect(count(databasePath, "SELECT count(DISTINCT email) AS n FROM contact_submissions")).toBe(total);
  expect(exitCode).toBe(0);
  expect(server.log()).toContain("shutdown: done");
});
