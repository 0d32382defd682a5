import { type Browser, type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { bookingUrl, offerForPath } from "../../app/content/offers";
import { contact as rawContactCopy } from "../../content/data/page-copy";
import { config, filled, labelPattern, offers } from "./support/site";
import { exportCsv, freshDatabasePath, startServer, testPort, type RunningServer } from "./support/leads";

const contactCopy = filled(rawContactCopy);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function fill(page: Page, email: string, name: string) {
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Work email").fill(email);
  await form.getByLabel("Company").fill("Northwind Diagnostics");
  await form.getByLabel("Role").fill("VP Sales");
  await form.getByLabel("How can we help?").fill("We want 25 qualified meetings a month with hospital buyers.");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send message" }).click();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a bad email is refused next to the field, keeps the input, then a good one is stored", async ({ page }) => {
      const name = `Ada ${javaScriptEnabled ? "Script" : "Plain"} ${Date.now()}`;
      await page.goto("/contact");
      await fill(page, "ada@northwind", name);
      const email = page.getByRole("form", { name: "Contact form" }).getByLabel("Work email");
      await expect(email).toHaveAttribute("aria-invalid", "true");
      // In the error summary and beside the field.
      await expect(page.getByText("Enter a valid email address, like name@company.com")).toHaveCount(2);
      const describedBy = await email.getAttribute("aria-describedby");
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(/valid email/);
      await expect(page.getByRole("form", { name: "Contact form" }).getByLabel("Name")).toHaveValue(name);
      await expect(email).toHaveValue("ada@northwind");
      expect(exportCsv(["--type", "contact"])).not.toContain(name);

      await email.fill("ada@northwind.example");
      await page.getByRole("checkbox").check();
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("heading", { name: /Thank you, your message is with our team/ })).toBeVisible();
      await expect(page.getByText(/reply within one business day/).first()).toBeVisible();
      const csv = exportCsv(["--type", "contact"]);
      expect(csv).toContain(name);
      expect(csv).toContain("ada@northwind.example");
      expect(csv.match(new RegExp(name, "g"))).toHaveLength(1);
      // A real browser's post, with or without script, is a lead, not a quarantined one.
      expect(csv).toMatch(new RegExp(`,received,,${name},`));
    });

    test('a failed post is titled "Error:", leads with a summary linking to each field in error, and keeps what was typed', async ({
      page,
    }) => {
      await page.goto("/contact");
      const title = await page.title();
      const form = page.getByRole("form", { name: "Contact form" });
      // Every field but the optional one says it is required.
      const fields = form.locator("input:not([type=hidden]):not([tabindex='-1']), textarea");
      const optional = form.getByLabel(/\(optional\)/);
      expect(await fields.count()).toBeGreaterThan(1);
      for (const field of await fields.all()) {
        const isOptional = (await field.getAttribute("id")) === (await optional.getAttribute("id"));
        if (isOptional) await expect(field).not.toHaveAttribute("required");
        else await expect(field).toHaveAttribute("required", "");
      }
      // Only the email (wrong) and the optional field filled: every required field is in error.
      await form.getByLabel("Work email").fill("ada@northwind");
      await optional.fill("VP Sales");
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(page).toHaveTitle(`Error: ${title}`);
      const summary = form.locator("[data-error-summary]");
      await expect(summary).toBeFocused();
      await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
      const invalid = form.locator("[aria-invalid=true]");
      const links = summary.getByRole("link");
      expect(await invalid.count()).toBe((await fields.count()) - 1);
      await expect(links).toHaveCount(await invalid.count());
      // Each link, in the form's order, says the field's own message and leads to it.
      for (const [index, field] of (await invalid.all()).entries()) {
        const link = links.nth(index);
        await expect(link).toHaveAttribute("href", `#${await field.getAttribute("id")}`);
        await expect(field).toHaveAccessibleDescription(new RegExp(escape(await link.innerText())));
      }
      await expect(form.getByLabel("Work email")).toHaveValue("ada@northwind");
      await expect(optional).toHaveValue("VP Sales");
      const last = invalid.last();
      await links.last().click();
      await expect(last).toBeInViewport();
      if (javaScriptEnabled) await expect(last).toBeFocused();
    });

    // Issue 35: the offer follows the page the form was sent from (content/data/offers.ts).
    for (const [start, source] of [
      ["/#contact", "home"],
      ["/contact", "contact"],
    ] as const) {
      test(`sent from ${start}, the form is answered in its page's offer's words, with that offer's call, and stored as that offer's`, async ({
        page,
      }) => {
        const id = offerForPath(start);
        const offer = offers[id];
        const other = Object.values(offers).find((candidate) => candidate.booking !== offer.booking);
        const name = `Offer Visitor ${source} ${javaScriptEnabled ? "Script" : "Plain"} ${Date.now()}`;
        await page.goto(start);
        await fill(page, `offer.${source}@example.org`, name);
        await expect(page).toHaveURL(/\/contact$/);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactCopy.offers[id].title);
        const thanks = page.getByRole("status").filter({ hasText: "Thank you, your message is with our team." });
        await expect(thanks).toContainText(`times for ${offer.callText}.`);
        await expect(thanks.getByRole("link", { name: labelPattern(offer.callLabel) })).toHaveAttribute(
          "href",
          bookingUrl(offer, config),
        );
        // The page's own booking button is the same call, and nothing on the page offers the other one.
        await expect(page.getByRole("main").getByRole("link", { name: labelPattern(offer.callLabel) })).toHaveCount(2);
        if (other) await expect(page.locator(`a[href="${bookingUrl(other, config)}"]:visible`)).toHaveCount(0);
        expect(exportCsv(["--type", "contact"])).toMatch(new RegExp(`,received,,${name},.*,${source},${id},`));
      });
    }

    test("a form shown again with errors keeps the offer of the page it was sent from", async ({ page }) => {
      const id = offerForPath("/");
      await page.goto("/#contact");
      await fill(page, "not-an-address", `Offer Errors ${Date.now()}`);
      await expect(page).toHaveURL(/\/contact$/);
      const form = page.getByRole("form", { name: "Contact form" });
      await expect(form.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactCopy.offers[id].title);
      await form.getByLabel("Work email").fill("offer.errors@example.org");
      await form.getByRole("checkbox").check();
      await form.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("status")).toContainText(`times for ${offers[id].callText}.`);
    });
  });
}

test("the home page's contact section sends the same form, answered by the contact page with the thanks in focus", async ({
  page,
}) => {
  const name = `Home Visitor ${Date.now()}`;
  await page.goto("/#contact");
  await fill(page, "home.visitor@example.org", name);
  const thanks = page.getByRole("heading", { name: /Thank you, your message is with our team/ });
  await expect(thanks).toBeVisible();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("status").filter({ has: thanks })).toBeFocused();
  expect(exportCsv(["--type", "contact"])).toMatch(new RegExp(`${name},.*,home,${offerForPath("/")},`));
});

test("a form drawn after a client-side navigation carries the signed time of the page the visit began on", async ({
  page,
}) => {
  const name = `Navigating Visitor ${Date.now()}`;
  await page.goto("/blog");
  const posted = page.waitForRequest((request) => request.method() === "POST");
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await fill(page, "navigating.visitor@example.org", name);
  expect(new URLSearchParams((await posted).postData() ?? "").get("served_at")).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);
  await expect(page.getByRole("heading", { name: /Thank you, your message is with our team/ })).toBeVisible();
  expect(exportCsv(["--type", "contact"])).toMatch(new RegExp(`,received,,${name},`));
});

test("the contact page offers its own offer's booking and the mail link", async ({ page }) => {
  const offer = offers[offerForPath("/contact")];
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: labelPattern(offer.callLabel) })).toHaveAttribute("target", "_blank");
  await expect(page.locator('main a[href^="mailto:"]')).toHaveCount(1);
  await expect(
    page.getByRole("form", { name: "Contact form" }).getByRole("link", { name: "privacy policy" }),
  ).toHaveAttribute("href", "/privacy-policy");
});

test("typed markup is shown as text, never run", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "Contact form" });
  await form.getByLabel("Name").fill('<img src=x onerror="window.__xss=1">');
  await form.getByLabel("Work email").fill("bad");
  await form.getByRole("button", { name: "Send message" }).click();
  await expect(form.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Name")).toHaveValue('<img src=x onerror="window.__xss=1">');
  expect(await page.evaluate(() => "__xss" in window)).toBe(false);
});

// A visitor who opens the page, comes back seconds later and sends at once (autofill, a fast
// typist): the time since the server sent the page is long, whatever the scripts did meanwhile. A
// server that judges fill time (3 s here), by the time it signed into the page's form.
test.describe("fill time measured from when the server sent the page", () => {
  test.describe.configure({ mode: "serial" });
  const minFillMs = 3000;
  let server: RunningServer;
  let databasePath: string;

  test.beforeAll(async () => {
    databasePath = freshDatabasePath();
    server = await startServer(testPort(60), { DATABASE_PATH: databasePath, FORM_MIN_FILL_MS: String(minFillMs) });
  });

  test.afterAll(async () => {
    await server.stop();
  });

  /** The contact page, opened long enough ago to pass the fill-time check. */
  async function openLate(browser: Browser, { scripts = true } = {}) {
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    if (!scripts) await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto("/contact", { waitUntil: "load" });
    await page.waitForFunction((ms) => performance.now() > ms, minFillMs);
    return { page, close: () => context.close() };
  }

  test("an autofilled form sent at once is stored as a lead and the visitor thanked", async ({ browser }) => {
    const { page, close } = await openLate(browser);
    const name = `Autofill Visitor ${Date.now()}`;
    await fill(page, "autofill.visitor@example.org", name);
    await expect(page.getByRole("heading", { name: /Thank you, your message is with our team/ })).toBeVisible();
    expect(exportCsv(["--type", "contact"], databasePath)).toMatch(new RegExp(`,received,,${name},`));
    await close();
  });

  test("a form sent before the scripts arrive carries the server's signed time and is stored as a lead", async ({
    browser,
  }) => {
    const { page, close } = await openLate(browser, { scripts: false });
    const name = `Early Visitor ${Date.now()}`;
    const posted = page.waitForRequest((request) => request.method() === "POST");
    await fill(page, "early.visitor@example.org", name);
    expect(new URLSearchParams((await posted).postData() ?? "").get("served_at")).toMatch(/^[0-9a-z]+\.[\w-]{43}$/);
    await expect(page.getByRole("heading", { name: /Thank you, your message is with our team/ })).toBeVisible();
    expect(exportCsv(["--type", "contact"], databasePath)).toMatch(new RegExp(`,received,,${name},`));
    await close();
  });
});

// A script that drives a real browser and sends the form at once: thanked like anyone (it learns
// nothing), kept in quarantine. A server that wants 20 s, far more than the fill takes.
test("a form filled and sent as soon as the page arrives is thanked, and kept in quarantine", async ({ browser }) => {
  const databasePath = freshDatabasePath();
  const server = await startServer(testPort(61), { DATABASE_PATH: databasePath, FORM_MIN_FILL_MS: "20000" });
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await page.goto("/contact");
    const name = `Hasty Script ${Date.now()}`;
    await fill(page, "hasty.script@example.org", name);
    await expect(page.getByRole("heading", { name: /Thank you, your message is with our team/ })).toBeVisible();
    expect(exportCsv(["--type", "contact"], databasePath)).toMatch(
      new RegExp(`,quarantined,sent \\d+ ms after the page was served \\(a person needs 20000 ms\\),${name},`),
    );
  } finally {
    await context.close();
    await server.stop();
  }
});
