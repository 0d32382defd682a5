import { expect, test } from "./support/test";
import { count, exportCsv, servedTimeIn } from "./support/leads";
import { startSmtp, unfold, type Mail } from "./support/smtp";

const databasePath = process.env.E2E_DB_PATH ?? "";
let inbox: Mail[] = [];
let smtp: Awaited<ReturnType<typeof startSmtp>>;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  smtp = await startSmtp(Number(process.env.E2E_SMTP_PORT));
  inbox = smtp.inbox;
});

test.afterAll(async () => {
  await smtp.close();
});

function linkIn(body: string, path: string): string {
  const unfolded = unfold(body);
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[\\w-]+`).exec(unfolded);
  if (!match) throw new Error(`no ${path} link in:\n${body}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

/** A subscription's status in the owner's export ("pending", "confirmed", "unsubscribed"). */
function statusOf(address: string): string | undefined {
  const line = exportCsv(["--type", "newsletter"])
    .split("\r\n")
    .find((row) => row.split(",")[6] === address);
  return line?.split(",")[3];
}

test("the link opens a page whose button confirms; opening it (GET or HEAD, as mail scanners do) confirms nothing", async ({
  page,
  request,
}) => {
  const address = `reader.${Date.now()}@example.org`;
  await page.goto("/blog");
  const form = page.getByRole("form", { name: "Newsletter sign-up" }).first();
  await expect(form.getByPlaceholder("Enter your email")).toBeVisible();
  await form.getByPlaceholder("Enter your email").fill(address);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Check your inbox.").first()).toBeVisible();
  // The sign-up becomes a subscription a moment after the answer (decision 010).
  await expect.poll(() => statusOf(address)).toBe("pending");

  await expect.poll(() => inbox.find((mail) => mail.to === address), { timeout: 15_000 }).toBeTruthy();
  const mail = inbox.find((item) => item.to === address);
  const confirm = linkIn(mail?.body ?? "", "/newsletter/confirm");

  expect((await request.head(confirm)).status()).toBe(200);
  expect((await request.get(confirm)).status()).toBe(200);
  expect(statusOf(address)).toBe("pending");

  await page.goto(confirm);
  await expect(page.getByRole("heading", { name: "Confirm your subscription" })).toBeVisible();
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByRole("heading", { name: "You're subscribed" })).toBeVisible();
  expect(statusOf(address)).toBe("confirmed");

  const again = await page.goto(confirm);
  expect(again?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "You're subscribed" })).toBeVisible();
});

test("the unsubscribe link works with its button and with RFC 8058 one-click; an unknown token answers 400", async ({
  page,
  request,
}) => {
  const addresses = [`button.${Date.now()}@example.org`, `oneclick.${Date.now()}@example.org`];
  const served = servedTimeIn(await (await request.get("/newsletter")).text());
  for (const address of addresses) {
    expect((await request.post("/newsletter", { form: { email: address, served_at: served } })).status()).toBe(200);
  }
  await expect.poll(() => addresses.every((address) => inbox.some((mail) => mail.to === address))).toBe(true);
  const [byButton, byClient] = addresses.map((address) =>
    unfold(inbox.find((mail) => mail.to === address)?.body ?? ""),
  );
  expect(byClient).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(byClient).toMatch(/^List-Unsubscribe: <https?:\/\/[^>]+\/newsletter\/unsubscribe\?token=[\w-]+>$/m);

  await page.goto(linkIn(byButton ?? "", "/newsletter/unsubscribe"));
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();

  // The mail client posts to the List-Unsubscribe address itself, from its own servers and
  // origin: the link's token is the authority (RFC 8058), not the same-origin check.
  const oneClickPost = (path: string) =>
    request.post(path, {
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.provider.example" },
      data: "List-Unsubscribe=One-Click",
    });
  expect((await oneClickPost(linkIn(byClient ?? "", "/newsletter/unsubscribe"))).status()).toBe(200);
  for (const address of addresses) expect(statusOf(address)).toBe("unsubscribed");

  const unknown = await request.get(`/newsletter/unsubscribe?token=${"x".repeat(43)}`);
  expect(unknown.status()).toBe(400);
  expect((await request.post(`/newsletter/unsubscribe?token=${"x".repeat(43)}`, { form: {} })).status()).toBe(400);
  expect((await oneClickPost(`/newsletter/unsubscribe?token=${"x".repeat(43)}`)).status()).toBe(400);
  // Every other form keeps the same-origin check.
  const foreign = await request.post("/newsletter", {
    headers: { Origin: "https://mail.provider.example" },
    form: { email: "someone@example.org", served_at: servedTimeIn(await (await request.get("/newsletter")).text()) },
  });
  expect(foreign.status()).toBe(403);
});

test("signing up again at once sends no second e-mail and the first link stays valid", async ({ request }) => {
  const address = `again.${Date.now()}@example.org`;
  const served = servedTimeIn(await (await request.get("/newsletter")).text());
  for (let i = 0; i < 3; i += 1) {
    expect((await request.post("/newsletter", { form: { email: address, served_at: served } })).status()).toBe(200);
  }
  await expect.poll(() => inbox.filter((mail) => mail.to === address).length).toBe(1);
  expect(
    count(databasePath, "SELECT count(*) AS n FROM outbox WHERE kind = 'email' AND subject_email = ?", address),
  ).toBe(1);
  const confirm = linkIn(inbox.find((mail) => mail.to === address)?.body ?? "", "/newsletter/confirm");
  const page = await request.get(confirm);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain("Confirm my subscription");
});

test("subscribing twice answers the same and never reveals that the address is known", async ({ page }) => {
  const address = `twice.${Date.now()}@example.org`;
  for (let i = 0; i < 2; i += 1) {
    await page.goto("/blog");
    const form = page.getByRole("form", { name: "Newsletter sign-up" }).first();
    await form.getByPlaceholder("Enter your email").fill(address);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Check your inbox.").first()).toBeVisible();
  }
  const rows = exportCsv(["--type", "newsletter"])
    .split("\r\n")
    .filter((line) => line.includes(address));
  expect(rows).toHaveLength(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the footer sign-up posts and answers on its own page", async ({ page }) => {
    await page.goto("/");
    const form = page.getByRole("contentinfo").getByRole("form", { name: "Newsletter sign-up" });
    await form.getByPlaceholder("Enter your email").fill("not-an-address");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByText(/Enter a valid email address/).first()).toBeVisible();
    const main = page.getByRole("main").getByRole("form", { name: "Newsletter sign-up" });
    await expect(main.getByPlaceholder("Enter your email")).toHaveValue("not-an-address");
    await main.getByPlaceholder("Enter your email").fill(`plain.${Date.now()}@example.org`);
    await main.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Check your inbox.").first()).toBeVisible();
  });
});

test("the sign-up's email field has a visible label, on /blog and in every page's footer", async ({ page }) => {
  for (const path of ["/blog", "/"]) {
    await page.goto(path);
    for (const form of await page.getByRole("form", { name: /newsletter sign-up/i }).all()) {
      const field = form.getByRole("textbox", { name: "Email address" });
      await expect(field).toBeVisible();
      // A visually hidden label is 1 px wide; a visible one holds its words.
      const label = await form.getByText("Email address", { exact: true }).boundingBox();
      expect(label?.width).toBeGreaterThan(40);
      expect(label?.height).toBeGreaterThan(10);
    }
  }
});

test("Subscribe keeps focus while sending and sends once; the answer puts focus on the field to correct", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/blog");
  const form = page.getByRole("main").getByRole("form", { name: "Newsletter sign-up" });
  const field = form.getByRole("textbox", { name: "Email address" });
  const subscribe = form.getByRole("button", { name: "Subscribe" });
  await field.fill("not-an-address");
  // The posts that would leave the page are counted and kept from leaving, after the page's own handlers.
  await page.evaluate(() => {
    const counted = window as Window & { __sent?: number };
    counted.__sent = 0;
    window.addEventListener("submit", (event) => {
      if (event.defaultPrevented) return;
      counted.__sent = (counted.__sent ?? 0) + 1;
      event.preventDefault();
    });
  });
  await subscribe.focus();
  await page.keyboard.press("Enter");
  await expect(subscribe).toHaveAttribute("aria-disabled", "true");
  await expect(subscribe).toBeFocused();
  await page.keyboard.press("Enter");
  expect(await page.evaluate(() => (window as Window & { __sent?: number }).__sent)).toBe(1);

  // Sent for real: the server answers with the sign-up page, the error summary in focus, the error on the field.
  await page.goto("/blog");
  await field.fill("not-an-address");
  await subscribe.click();
  await expect(page).toHaveURL(/\/newsletter$/);
  const summary = form.getByRole("alert");
  await expect(summary).toContainText("valid email address");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(await summary.getByRole("link").innerText());
  await expect(form.locator("[data-error-summary]")).toBeFocused();
  await expect(subscribe).not.toHaveAttribute("aria-disabled", "true");
});

test("a successful sign-up is announced and takes focus, so focus is not lost with the form", async ({ page }) => {
  await page.goto("/blog");
  const form = page.getByRole("main").getByRole("form", { name: "Newsletter sign-up" });
  await form.getByRole("textbox", { name: "Email address" }).fill(`focus.${Date.now()}@example.org`);
  await form.getByRole("button", { name: "Subscribe" }).focus();
  await page.keyboard.press("Enter");
  const status = page.getByRole("main").getByRole("status").filter({ hasText: "Check your inbox." });
  await expect(status).toBeVisible();
  await expect(status).toBeFocused();
});

for (const javaScriptEnabled of [true, false]) {
  test(`${javaScriptEnabled ? "with" : "without"} JavaScript, a failed sign-up is titled "Error:" and leads with a summary linking to the field, which is required and keeps the address`, async ({
    browser,
  }) => {
    const page = await browser.newPage({ javaScriptEnabled });
    await page.goto("/newsletter");
    const title = await page.title();
    const form = page.getByRole("main").getByRole("form", { name: "Newsletter sign-up" });
    const field = form.getByRole("textbox", { name: "Email address" });
    await expect(field).toHaveAttribute("required", "");
    await field.fill("not-an-address");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveTitle(`Error: ${title}`);
    const summary = form.locator("[data-error-summary]");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("heading", { name: "There is a problem" })).toBeVisible();
    const link = summary.getByRole("link");
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("href", `#${await field.getAttribute("id")}`);
    await expect(field).toHaveAccessibleDescription(await link.innerText());
    await expect(field).toHaveValue("not-an-address");
    await link.click();
    await expect(field).toBeInViewport();
    if (javaScriptEnabled) await expect(field).toBeFocused();
    await page.close();
  });
}
