import { chromium } from "@playwright/test";
const [base, out, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const path of paths) {
  for (const width of [1280, 375]) {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(base + path);
    const cta = page.locator("[data-closing-cta]");
    await cta.scrollIntoViewIfNeeded();
    const name = `${out}/after-cta-${path.replace(/\W+/g, "_")}-${width}.png`;
    await cta.screenshot({ path: name });
    console.log(name);
    await page.close();
  }
}
await browser.close();
