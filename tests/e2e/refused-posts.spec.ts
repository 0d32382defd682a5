import { createServer, type Server } from "node:http";
import { type Page } from "@playwright/test";
import { count, freshDatabasePath, rawRequest, servedAt, startServer, testPort, validContact } from "./support/leads";
import { config } from "./support/site";
import { expect, test } from "./support/test";

// A post the server does not take (another site's form, too many posts) is answered by the form's
// own page, in the site's layout, saying what happened and keeping what the visitor typed, and the
// log says in one line why and which setting changes it. Behind a TLS proxy with the default
// settings, a post from the site's own address is taken.

const CONTACTS = "SELECT count(*) AS n FROM contact_submissions";

/** A contact post with the headers a proxy passes on (fetch would not send another Host). */
async function proxiedPost(url: string, name: string, headers: Record<string, string>) {
  return rawRequest(url, {
    method: "POST",
    path: "/contact",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ served_at: await servedAt(url), ...validContact(name) }).toString(),
  });
}

test("with the default settings behind a TLS proxy, posts from SITE_URL's origin or the request's own are stored, others refused", async () => {
  const databasePath = freshDatabasePath();
  const server = await startServer(testPort(92), { DATABASE_PATH: databasePath, LOG_REQUESTS: "true" });
  try {
    // What a PaaS router or load balancer passes on: the browser's Host and Origin, over plain HTTP.
    const site = new URL(config.siteUrl);
    const fromSite = await proxiedPost(server.url, "site", { Host: site.host, Origin: site.origin });
    expect(fromSite.status).toBe(200);
    expect(fromSite.body).toContain("Thank you, your message is with our team");
    // Served at another address (a staging name) over HTTPS: the request's own host, whatever the scheme.
    const own = await proxiedPost(server.url, "own", {
      Host: "staging.mamut.test",
      Origin: "https://staging.mamut.test",
    });
    expect(own.status).toBe(200);
    expect(count(databasePath, CONTACTS)).toBe(2);

    for (const origin of ["https://evil.example", `https://${site.host}.evil.example`, "null"]) {
      const refused = await proxiedPost(server.url, "evil", { Host: site.host, Origin: origin });
      expect(refused.status, origin).toBe(403);
      expect(refused.body, origin).toContain("This form can only be sent from our own website");
    }
    // An X-Forwarded-Host an untrusted client made up does not make another site's origin its own.
    const forged = await proxiedPost(server.url, "forged", {
      Origin: "https://evil.example",
      "X-Forwarded-Host": "evil.example",
      "X-Forwarded-Proto": "https",
    });
    expect(forged.status).toBe(403);
    expect(count(databasePath, CONTACTS)).toBe(2);
    const refusals = () => server.log().match(/^POST \/contact 403 .* refused: .*$/gm) ?? [];
    await expect.poll(() => refusals().length).toBe(4);
    for (const line of refusals()) expect(line).toContain("set SITE_URL");
    expect(server.log()).not.toMatch(/\n\s+at |Bad Request/);
  } finally {
    await server.stop();
  }
});

/** The contact form, filled as a visitor would, then sent. */
async function sendContact(page: Page, name: string) {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Work email").fill("ada@northwind.example");
  await form.getByLabel("Company").fill("Northwind Diagnostics");
  await form.getByLabel("How can we help?").fill("We want 25 qualified meetings a month with hospital buyers.");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send message" }).click();
}

test("another site's form that posts to ours lands on our contact page, refused, with what was typed", async ({
  page,
}) => {
  const databasePath = freshDatabasePath();
  const server = await startServer(testPort(93), { DATABASE_PATH: databasePath });
  // Another origin (another port) whose page posts to the contact form, as a cross-site forgery would.
  const other: Server = createServer((_req, res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(`<!doctype html><title>Other site</title>
      <form method="post" action="${server.url}/contact">
        <input name="name" value="Mallory Example"><input name="email" value="mallory@example.org">
        <input name="company" value="Other Co"><input name="message" value="Sent from another site's page.">
        <input name="consent" value="on"><button>Send</button>
      </form>`);
  }).listen(testPort(94), "127.0.0.1");
  try {
    await page.goto(`http://127.0.0.1:${testPort(94)}/`);
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url() === `${server.url}/contact`),
      page.getByRole("button", { name: "Send" }).click(),
    ]);
    expect(response.status()).toBe(403);
    await expect(page.getByRole("alert")).toContainText("This form can only be sent from our own website");
    const form = page.getByRole("form", { name: "Contact form" });
    await expect(form.getByLabel("Name")).toHaveValue("Mallory Example");
    await expect(form.getByLabel("How can we help?")).toHaveValue("Sent from another site's page.");
    // The site's own page: its header and footer are there.
    await expect(page.getByRole("banner")).toBeVisible();
    expect(count(databasePath, CONTACTS)).toBe(0);
  } finally {
    other.close();
    await server.stop();
  }
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("over the rate limit, the form says so and keeps what was typed; nothing is stored", async ({ page }) => {
      const databasePath = freshDatabasePath();
      const server = await startServer(testPort(javaScriptEnabled ? 95 : 91), {
        DATABASE_PATH: databasePath,
        RATE_LIMIT_MAX: "1",
      });
      try {
        await page.goto(`${server.url}/contact`);
        await sendContact(page, "First Visitor");
        await expect(page.getByRole("heading", { name: /Thank you, your message is with our team/ })).toBeVisible();

        await page.goto(`${server.url}/contact`);
        await sendContact(page, "Second Visitor");
        await expect(page.getByRole("alert")).toContainText("You have sent this form several times in a short time");
        const form = page.getByRole("form", { name: "Contact form" });
        await expect(form.getByLabel("Name")).toHaveValue("Second Visitor");
        await expect(form.getByLabel("How can we help?")).toHaveValue(/25 qualified meetings/);
        expect(count(databasePath, CONTACTS)).toBe(1);
        expect(server.log()).toMatch(/POST \/contact refused \(429\): over RATE_LIMIT_MAX/);
      } finally {
        await server.stop();
      }
    });
  });
}
