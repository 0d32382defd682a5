// Before and after screenshots of the states issue 36 item 8 changes, at the five widths:
//   node reports/36-accessibility/shoot.ts http://127.0.0.1:3000 after
// A failed contact post and newsletter post without script (the error summary), the carousel's
// dots and the calculator's pressed preset in forced colours, and a button's focus ring in the
// first frame after Tab.
import { chromium, type Browser, type Page } from "@playwright/test";
import { SCREENS, under } from "../shoot-support.ts";

const [base = "http://127.0.0.1:3000", label = "after"] = process.argv.slice(2);
const out = (name: string, width: number) => `reports/36-accessibility/${label}-${name}-${width}.png`;

async function shoot(browser: Browser, name: string, options: Parameters<Browser["newPage"]>[0], act: (page: Page) => Promise<void>) {
  if (only && only !== name) return;
  for (const screen of SCREENS) {
    const page = await browser.newPage({ ...options, viewport: screen });
    await act(page);
    await page.screenshot({ path: out(name, screen.width) });
    await page.close();
  }
}

const only = process.env.ONLY;
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium" });
try {
  await shoot(browser, "contact-error-no-js", { javaScriptEnabled: false }, async (page) => {
    await page.goto(`${base}/contact`);
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByLabel("Work email").fill("ada@northwind");
    await form.getByRole("button", { name: "Send message" }).click();
    await page.waitForLoadState("load");
    await under(page, "form[aria-label='Contact form']");
  });
  await shoot(browser, "newsletter-error-no-js", { javaScriptEnabled: false }, async (page) => {
    await page.goto(`${base}/newsletter`);
    const form = page.getByRole("main").getByRole("form", { name: "Newsletter sign-up" });
    await form.getByLabel("Email address").fill("not-an-address");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForLoadState("load");
  });
  await shoot(browser, "carousel-forced-colors", { forcedColors: "active" }, async (page) => {
    await page.goto(`${base}/healthtech-heroes`);
    await page.locator("[data-island][data-hydrated]").first().waitFor({ state: "attached" });
    await under(page, "[aria-roledescription='carousel']");
  });
  await shoot(browser, "calculator-preset-forced-colors", { forcedColors: "active" }, async (page) => {
    await page.goto(`${base}/roi-calculator`);
    await page.locator("[data-island][data-hydrated]").first().waitFor({ state: "attached" });
    const presets = page.getByRole("group", { name: "Salary presets" }).getByRole("button");
    await presets.first().click();
    await under(page, "[aria-label='Salary presets']");
  });
  await shoot(browser, "focus-first-frame", {}, async (page) => {
    await page.goto(`${base}/contact`);
    const button = page.getByRole("button", { name: "Send message" });
    await button.scrollIntoViewIfNeeded();
    // From the privacy policy link, Tab to the button: the picture is taken as the ring first shows.
    await page.getByRole("form", { name: "Contact form" }).getByRole("link", { name: "privacy policy" }).focus();
    await page.keyboard.press("Tab");
  });
} finally {
  await browser.close();
}
