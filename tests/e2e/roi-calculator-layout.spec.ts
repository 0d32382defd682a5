import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { contrast, focusRing } from "./support/contrast";
import { config } from "./support/site";
import { COST_FIELDS, INDUSTRY_PRICES } from "../../app/features/roi-calculator/cost-model";
import { OUTBOUND_FIELDS } from "../../app/features/roi-calculator/outbound-math";
import { COST_PARAMS, INDUSTRY_PARAM, OUTBOUND_PARAMS } from "../../app/features/roi-calculator/url-state";

// Issue 29 item 12 and the calculator's part of item 14: where the calculator's parts sit on a
// desktop's first screen and on phones, measured, and its fields' focus ring and borders.

const PATH = "/roi-calculator";

function costTool(page: Page): Locator {
  return page.getByRole("region", { name: `Internal BDR versus ${config.productName}` });
}

/** The savings line: the summary's first paragraph, the part that sticks under the header on a phone. */
function savingsLine(page: Page): Locator {
  return page.getByTestId("savings-summary").locator("p").first();
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not rendered");
  return { top: found.y, bottom: found.y + found.height, left: found.x, right: found.x + found.width };
}

test("at 1280x800 the first screen shows a field to change and the savings it gives", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(PATH);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const field = costTool(page).getByRole("spinbutton").first();
  const savings = savingsLine(page);
  await expect(savings).toContainText("You save per year");
  for (const part of [field, savings]) {
    const { top, bottom } = await box(part);
    expect(top).toBeGreaterThan(0);
    expect(bottom).toBeLessThanOrEqual(800);
  }
  // Changing the field there changes the savings shown beside it.
  const before = await savings.innerText();
  await field.fill("120000");
  await expect(savings).not.toHaveText(before);
});

for (const width of [320, 375]) {
  test(`at ${width} px every industry's name fits the select, which stays inside the page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(PATH);
    const select = page.getByLabel("Your industry");
    await select.scrollIntoViewIfNeeded();
    const { right } = await box(select);
    expect(right).toBeLessThanOrEqual(width);
    for (const industry of INDUSTRY_PRICES) {
      await select.selectOption(industry.id);
      // The chosen option's text against the room the select gives it (its width less padding and arrow).
      const { text, room } = await select.evaluate((element: HTMLSelectElement) => {
        const style = getComputedStyle(element);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const option = element.selectedOptions[0]!;
        const arrow = 24;
        return {
          text: context.measureText(option.text).width,
          room: element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - arrow,
        };
      });
      expect(text, industry.choice).toBeLessThanOrEqual(room);
    }
  });
}

test("on a phone the savings line stays one short line under the header and never hides the field in use", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(PATH);
  const line = savingsLine(page);
  const header = await box(page.getByRole("banner"));
  const fields = costTool(page).locator("input:not([type=hidden]), select");
  const count = await fields.count();
  expect(count).toBeGreaterThan(5);
  // From the first field to the last with the keyboard, as a visitor filling them in.
  await fields.first().focus();
  for (let index = 0; index < count; index++) {
    const field = fields.nth(index);
    await field.focus();
    await expect(field).toBeFocused();
    const sticky = await box(line);
    const name = (await field.getAttribute("name")) ?? String(index);
    // The line sits right under the header and takes at most a tenth of the screen.
    expect(sticky.top, name).toBeGreaterThanOrEqual(header.bottom - 1);
    expect(sticky.bottom - sticky.top, name).toBeLessThanOrEqual(812 / 10);
    // The focused field is clear of the line (above it while the line is still in its place, or
    // below it once it sticks), and on screen, once the scroll that focus started has come to rest.
    await expect
      .poll(
        async () => {
          const [bar, place] = [await box(line), await box(field)];
          return place.bottom <= bar.top || place.top >= bar.bottom;
        },
        { message: `${name} under the savings line` },
      )
      .toBe(true);
    await expect(field, name).toBeInViewport();
  }
});

test("the calculator's fields show a 3:1 focus ring and have 3:1 borders", async ({ page }) => {
  await page.goto(PATH);
  const tool = costTool(page);
  const number = tool.getByRole("spinbutton").first();
  const select = tool.getByLabel("Your industry");
  // A number field draws its ring and border on its box, around the unit and the number.
  const numberBox = number.locator("xpath=..");
  for (const [field, drawn] of [
    [number, numberBox],
    [select, select],
  ] as const) {
    await field.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(field).toBeFocused();
    const ring = await focusRing(drawn);
    expect(ring.style).toBe("solid");
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(contrast(ring.color, ring.background)).toBeGreaterThanOrEqual(3);
    expect(contrast(ring.border, ring.background)).toBeGreaterThanOrEqual(3);
  }
  // Every field of both tools, unfocused.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const boxes = page.locator("form input[type=number]").locator("xpath=..");
  for (const field of [...(await boxes.all()), select]) {
    const { border, background } = await focusRing(field);
    expect(contrast(border, background)).toBeGreaterThanOrEqual(3);
  }
});

// The longest figures the allowed inputs give (issue 35): every cost at its maximum for the most
// BDRs, and the smallest salary for them (Mamut far dearer); the largest goal worked back through
// the smallest deal and rates, in one month.
const costMaxima = Object.fromEntries(
  Object.entries(COST_FIELDS).map(([field, spec]) => [COST_PARAMS[field as keyof typeof COST_FIELDS], spec.max]),
);
const funnelExtremes = {
  [OUTBOUND_PARAMS.revenueGoal]: OUTBOUND_FIELDS.revenueGoal.max,
  [OUTBOUND_PARAMS.averageDealSize]: OUTBOUND_FIELDS.averageDealSize.min,
  [OUTBOUND_PARAMS.winRate]: OUTBOUND_FIELDS.winRate.min,
  [OUTBOUND_PARAMS.meetingToOpportunityRate]: OUTBOUND_FIELDS.meetingToOpportunityRate.min,
  [OUTBOUND_PARAMS.replyToMeetingRate]: OUTBOUND_FIELDS.replyToMeetingRate.min,
  [OUTBOUND_PARAMS.emailReplyRate]: OUTBOUND_FIELDS.winRate.min,
  [OUTBOUND_PARAMS.linkedinReplyRate]: OUTBOUND_FIELDS.winRate.min,
  [OUTBOUND_PARAMS.timeframeMonths]: OUTBOUND_FIELDS.timeframeMonths.min,
};
const extremes = {
  "the largest figures": { ...costMaxima, [INDUSTRY_PARAM]: INDUSTRY_PRICES.at(-1)?.id ?? "", ...funnelExtremes },
  "the smallest salary for the most BDRs": {
    [COST_PARAMS.baseSalary]: COST_FIELDS.baseSalary.min,
    [COST_PARAMS.bdrCount]: COST_FIELDS.bdrCount.max,
    [INDUSTRY_PARAM]: INDUSTRY_PRICES.at(-1)?.id ?? "",
  },
};

for (const [name, values] of Object.entries(extremes)) {
  test(`with ${name} allowed, the calculator never scrolls sideways at 320-414 px`, async ({ page }) => {
    const query = new URLSearchParams(Object.entries(values).map(([key, value]) => [key, String(value)]));
    await page.goto(`${PATH}?${query}`);
    // The address's values are the ones shown: none was refused and put back to its default.
    for (const [key, value] of query) {
      if (key !== INDUSTRY_PARAM) await expect(page.locator(`input[name="${key}"]`)).toHaveValue(value);
    }
    for (const width of [320, 360, 375, 414]) {
      await page.setViewportSize({ width, height: 800 });
      const sideways = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(sideways, `${width} px`).toBeLessThanOrEqual(0);
    }
  });
}
