import { expect, test } from "./support/test";
import { SMTPServer } from "smtp-server";
import { exportCsv } from "./support/leads";

type Mail = { to: string; body: string };
const inbox: Mail[] = [];
let smtp: SMTPServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (chunk) => (body += String(chunk)));
      stream.on("end", () => {
        inbox.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(","), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(Number(process.env.E2E_SMTP_PORT), "127.0.0.1", resolve));
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

function linkIn(body: string, path: string): string {
  const unfolded = body.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = new RegExp(`https?://[^\\s]+${path}\\?token=[\\w-]+`).exec(unfolded);
  if (!match) throw new Error(`no ${path} link in:\n${body}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}

test("subscribing sends a confirmation link; following it confirms; the unsubscribe link works", async ({ page }) => {
  const address = `reader.${Date.now()}@example.org`;
  await page.goto("/blog");
  const form = page.getByRole("form", { name: "Newsletter sign-up" }).first();
  await expect(form.getByPlaceholder("Enter your email")).toBeVisible();
  await form.getByPlaceholder("Enter your email").fill(address);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Check your inbox.").first()).toBeVisible();
  expect(exportCsv(["--type", "newsletter"])).toMatch(new RegExp(`${address.replace(".", "\\.")}.*pending`));

  await expect.poll(() => inbox.find((mail) => mail.to === address), { timeout: 15_000 }).toBeTruthy();
  const mail = inbox.find((item) => item.to === address);
  const confirm = linkIn(mail?.body ?? "", "/newsletter/confirm");
  const unsubscribe = linkIn(mail?.body ?? "", "/newsletter/unsubscribe");

  const confirmed = await page.goto(confirm);
  expect(confirmed?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "You're subscribed" })).toBeVisible();
  expect(exportCsv(["--type", "newsletter"])).toMatch(new RegExp(`${address.replace(".", "\\.")}.*confirmed`));

  const again = await page.goto(confirm);
  expect(again?.status()).toBe(400);
  await expect(page.getByRole("heading", { name: "This link no longer works" })).toBeVisible();

  await page.goto(unsubscribe);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "You're unsubscribed" })).toBeVisible();
  expect(exportCsv(["--type", "newsletter"])).toMatch(new RegExp(`${address.replace(".", "\\.")}.*unsubscribed`));
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
