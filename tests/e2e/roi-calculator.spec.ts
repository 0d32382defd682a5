import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { bookingUrl } from "../../app/content/offers";
import { config, figure, labelPattern, offers } from "./support/site";
import { calculateCost, validateCost, type IndustryId } from "../../app/features/roi-calculator/cost-model";
import { formatPercent, formatRange, formatUsd } from "../../app/features/roi-calculator/format";
import { calculateOutbound, validateOutbound } from "../../app/features/roi-calculator/outbound-math";
import { COST_PARAMS, defaultState, OUTBOUND_PARAMS } from "../../app/features/roi-calculator/url-state";

const PATH = "/roi-calculator";

/** The cost tool's result for the default values (content/data/figures.ts) with some fields changed. */
function costWith(fields: Partial<ReturnType<typeof defaultState>["cost"]> = {}, industry: IndustryId = "standard") {
  const validation = validateCost({ ...defaultState().cost, ...fields }, industry);
  if (!validation.ok) throw new Error("the defaults are valid");
  return calculateCost(validation.input);
}
const defaults = costWith();

/** Opens the calculator; the fixture waits until its island has hydrated, so the inputs respond. */
async function open(page: Page, path = PATH) {
  await page.goto(path);
}

function costTool(page: Page) {
  return page.getByRole("region", { name: `Internal BDR versus ${config.productName}` });
}

function outboundTool(page: Page) {
  return page.getByRole("region", { name: "The math behind your outreach volume" });
}

async function expectNoBrokenNumbers(page: Page) {
  const text = await page.locator("body").innerText();
  expect(text).not.toMatch(/NaN|Infinity/);
}

test("the prerendered page already shows the defaults: the internal BDR's cost and 7,618 prospects", async ({
  request,
}) => {
  const response = await request.get(PATH);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain(formatUsd(defaults.perBdrYearly));
  expect(html).toContain(figure("internalBdr.total"));
  expect(html).toContain("7,618");
  expect(html).toContain('"@type":"WebApplication"');
  expect(html).toContain("/social/roi-calculator.jpg");
});

test("an address with a query is rendered by the server with its figures", async ({ request }) => {
  const response = await request.get(`${PATH}?goal=2000000&bdrs=3`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain("15,237");
  expect(html).toContain(formatUsd(costWith({ bdrCount: "3" }).teamYearly));
  expect(html).not.toContain("7,618 prospects");
});

test("the defaults show the articles' cost breakdown, the savings and the playbook's funnel", async ({ page }) => {
  await open(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Outbound ROI calculator");

  const cost = costTool(page);
  // The same figures the articles state: the defaults are content/data/figures.ts.
  await expect(cost.getByRole("row", { name: /Total per BDR/ })).toContainText(figure("internalBdr.total"));
  await expect(cost.getByRole("row", { name: /Benefits/ })).toContainText(figure("internalBdr.benefits"));
  await expect(cost.getByRole("row", { name: /Management/ })).toContainText(figure("internalBdr.management"));
  await expect(cost.getByRole("row", { name: /Tools/ })).toContainText(figure("internalBdr.tools"));
  const { savings } = defaults.pluginComparison;
  await expect(cost.getByText(formatRange(savings.low, savings.high, formatUsd))).toBeVisible();
  await expect(cost.getByText(`${figure("program.leadsWeeks")} weeks`)).toBeVisible();

  const outbound = outboundTool(page);
  await expect(outbound.getByRole("row", { name: /Total prospects/ })).toContainText("7,618 prospects");
  await expect(outbound.getByRole("row", { name: /Email prospects/ })).toContainText("5,333 prospects");
  await expect(outbound.getByRole("row", { name: /LinkedIn prospects/ })).toContainText("2,285 prospects");
  await expect(outbound.getByRole("img", { name: /Outbound funnel/ })).toHaveAccessibleDescription(
    "7,618 prospects, 800 replies, 200 meetings, 100 opportunities, 20 deals",
  );
  expect(new URL(page.url()).search).toBe("");
  await expectNoBrokenNumbers(page);
});

test("changing the revenue goal updates the figures and the address, and the address restores them", async ({
  page,
  context,
}) => {
  await open(page);
  const historyLength = await page.evaluate(() => window.history.length);
  await page.getByLabel("Revenue goal").fill("2000000");
  const outbound = outboundTool(page);
  await expect(outbound.getByRole("row", { name: /Total prospects/ })).toContainText("15,237 prospects");
  await expect(outbound.getByRole("row", { name: /^Deals/ })).toContainText("40 deals");
  await expect(page).toHaveURL(/\/roi-calculator\?goal=2000000$/);

  await page.getByLabel("Number of BDRs").fill("3");
  await page.getByLabel("Your industry").selectOption("healthcare");
  await expect(page).toHaveURL(/\?bdrs=3&industry=healthcare&goal=2000000$/);
  // Typing replaces the history entry rather than adding one per keystroke.
  expect(await page.evaluate(() => window.history.length)).toBe(historyLength);

  const shared = await context.newPage();
  const errors: string[] = [];
  shared.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  shared.on("pageerror", (error) => errors.push(error.message));
  await open(shared, `${PATH}?bdrs=3&industry=healthcare&goal=2000000`);
  await expect(shared.getByLabel("Revenue goal")).toHaveValue("2000000");
  await expect(shared.getByLabel("Number of BDRs")).toHaveValue("3");
  await expect(shared.getByLabel("Your industry")).toHaveValue("healthcare");
  await expect(outboundTool(shared).getByRole("row", { name: /Total prospects/ })).toContainText("15,237 prospects");
  await expect(costTool(shared).getByText("For 3 BDRs:")).toContainText(
    formatUsd(costWith({ bdrCount: "3" }, "healthcare").teamYearly),
  );
  await expect(costTool(shared).getByRole("heading", { name: `${config.productName}: Healthcare` })).toBeVisible();
  await expect(shared).toHaveURL(/\?bdrs=3&industry=healthcare&goal=2000000$/);
  expect(errors).toEqual([]);
});

test("an impossible value shows its error next to the field, and nothing shows NaN or Infinity", async ({ page }) => {
  await open(page);
  const winRate = page.getByLabel("Win rate");

  for (const [value, message] of [
    ["0", "Win rate must be more than 0: the calculation divides by it."],
    ["150", "Win rate cannot be more than 100%."],
    ["-5", "Win rate cannot be negative."],
    ["", "Enter a value for win rate."],
  ] as const) {
    await winRate.fill(value);
    await expect(winRate).toHaveAttribute("aria-invalid", "true");
    await expect(winRate).toHaveAccessibleDescription(new RegExp(`^${escape(message)}`));
    await expect(page.getByText(message)).toBeVisible();
    await expect(outboundTool(page).getByText("Your results will appear as soon as")).toBeVisible();
    await expectNoBrokenNumbers(page);
  }
  // The invalid value is not written into the shareable address.
  expect(new URL(page.url()).searchParams.has("winRate")).toBe(false);

  await winRate.fill("25");
  await expect(winRate).not.toHaveAttribute("aria-invalid");
  await expect(outboundTool(page).getByRole("row", { name: /Total prospects/ })).toContainText("6,094 prospects");
  await expect(page).toHaveURL(/\?winRate=25$/);

  await page.getByLabel("Base salary").fill("0");
  await expect(page.getByText("Base salary must be more than 0: the calculation divides by it.")).toBeVisible();
  await page.getByLabel("Longest ramp-up").fill("2");
  await expect(page.getByText("Longest ramp-up cannot be shorter than the shortest ramp-up.")).toBeVisible();
  await expectNoBrokenNumbers(page);
});

test("an address with impossible values opens the defaults for those fields without errors", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await open(page, `${PATH}?goal=abc&winRate=0&salary=-1&benefits=1e999&industry=mining&months=Infinity&training=900`);
  await expect(page.getByLabel("Revenue goal")).toHaveValue("1000000");
  await expect(page.getByLabel("Win rate")).toHaveValue("20");
  await expect(page.getByLabel("Training")).toHaveValue("900");
  await expect(costTool(page).getByRole("row", { name: /Total per BDR/ })).toContainText(
    formatUsd(costWith({ trainingCost: "900" }).perBdrYearly),
  );
  await expect(outboundTool(page).getByRole("row", { name: /Total prospects/ })).toContainText("7,618 prospects");
  await expect(page.locator("[aria-invalid=true]")).toHaveCount(0);
  await expectNoBrokenNumbers(page);
  expect(errors).toEqual([]);
});

test("the calculator works from the keyboard alone", async ({ page }) => {
  await open(page);
  const goal = page.getByLabel("Revenue goal");
  await goal.focus();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("1500000");
  await page.keyboard.press("Tab");
  const dealSize = page.getByLabel("Average deal size");
  await expect(dealSize).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(dealSize).toHaveValue("50500");
  await page.keyboard.press("ArrowDown");
  await expect(dealSize).toHaveValue("50000");
  await expect(outboundTool(page).getByRole("row", { name: /Total prospects/ })).toContainText("11,428 prospects");

  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Win rate")).toBeFocused();

  const industry = page.getByLabel("Your industry");
  await industry.focus();
  await page.keyboard.press("ArrowDown");
  await expect(industry).toHaveValue("healthcare");

  const reset = page.getByRole("link", { name: "Reset to defaults" });
  await reset.focus();
  await expect(reset).toBeFocused();
  // The bare address: the prerendered page, every figure at its default.
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/roi-calculator$/);
  await expect(goal).toHaveValue("1000000");
  await expect(industry).toHaveValue("standard");
});

test("the salary presets switch between standard and high-cost areas", async ({ page }) => {
  await open(page);
  const salary = figure("internalBdr.highCostSalary.value");
  const highCost = page.getByRole("button", { name: `High-cost area: ${figure("internalBdr.highCostSalary")}` });
  await highCost.click();
  await expect(highCost).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByLabel("Base salary")).toHaveValue(salary);
  await expect(costTool(page).getByRole("row", { name: /Total per BDR/ })).toContainText(
    formatUsd(costWith({ baseSalary: salary }).perBdrYearly),
  );
  await expect(page).toHaveURL(new RegExp(`\\?salary=${salary}$`));
});

test("the calls to action book the outbound offer's call in a new tab or open the contact page", async ({ page }) => {
  await open(page);
  // The header's, the page's own closing call and the footer's, all the page's offer (issues 35, 36).
  const books = page.getByRole("link", { name: labelPattern(offers.outbound.callLabel) });
  await expect(
    page.getByRole("banner").getByRole("link", { name: labelPattern(offers.outbound.callLabel) }),
  ).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("link", { name: labelPattern(offers.outbound.callLabel) })).toHaveCount(
    1,
  );
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: labelPattern(offers.outbound.callLabel) }),
  ).toHaveCount(1);
  await expect(books).toHaveCount(3);
  for (const book of await books.all()) {
    await expect(book).toHaveAttribute("href", bookingUrl(offers.outbound, config));
    await expect(book).toHaveAttribute("target", "_blank");
    await expect(book).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(page.getByRole("link", { name: "Contact us", exact: true })).toHaveAttribute("href", "/contact");
});

test("printing hides the buttons and keeps the results", async ({ page }) => {
  await open(page);
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("link", { name: "Reset to defaults" })).toBeHidden();
  await expect(page.getByRole("link", { name: labelPattern(offers.outbound.callLabel) })).toBeHidden();
  await expect(costTool(page).getByRole("row", { name: /Total per BDR/ })).toBeVisible();
  await expect(outboundTool(page).getByRole("img", { name: /Outbound funnel/ })).toBeVisible();
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test("the savings are the headline, name the price they use and stay in view on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await open(page);
  const summary = page.getByTestId("savings-summary");
  for (const industry of [defaultState().industry, "healthcare" as const]) {
    await page.getByLabel("Your industry").selectOption(industry);
    const { industryComparison: comparison, industry: price, teamYearly } = costWith({}, industry);
    const { savings, savingsPercent } = comparison;
    // A saving at every price of the range, or (healthcare's top price is above one internal BDR)
    // the most saved and, at the top of the range, how much more it costs: never a negative saving.
    if (savings.low >= 0) {
      await expect(summary).toContainText(formatRange(savings.low, savings.high, formatUsd));
    } else {
      await expect(summary).toContainText(`Up to ${formatUsd(savings.high)}`);
      await expect(summary).toContainText(
        `costs ${formatUsd(-savings.low)} (${formatPercent(-savingsPercent.low)}) more`,
      );
    }
    // The percentage names both figures it compares: the internal cost and the plan's price.
    await expect(summary).toContainText(
      `${savings.low >= 0 ? formatRange(savingsPercent.low, savingsPercent.high, formatPercent) : formatPercent(savingsPercent.high)} below the internal cost of ${formatUsd(teamYearly)} a year`,
    );
    await expect(summary).toContainText(
      `${price.label} at ${formatRange(price.monthlyLow, price.monthlyHigh, formatUsd)} a month per BDR, ${formatRange(comparison.yearly.low, comparison.yearly.high, formatUsd)} a year`,
    );
  }
  // Further down the fields, the savings line is still on screen, below the fixed header.
  await page.getByLabel("Annual turnover").scrollIntoViewIfNeeded();
  const header = await page.getByRole("banner").boundingBox();
  const box = await summary.locator("p").first().boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual(Math.floor((header?.y ?? 0) + (header?.height ?? 0)) - 1);
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThan(800);
  await expect(page.getByLabel("Annual turnover")).toBeInViewport();
});

test("when Mamut costs more at the visitor's salary it says by how much and that the internal team is cheaper", async ({
  page,
}) => {
  // A salary low enough that the plan costs more than the whole internal BDR (issue 35: ?salary=20000).
  const salary = "20000";
  const { industryComparison, pluginComparison, teamYearly } = costWith({ baseSalary: salary });
  expect(industryComparison.savings.high).toBeLessThan(0);
  await open(page, `${PATH}?${COST_PARAMS.baseSalary}=${salary}`);
  const summary = page.getByTestId("savings-summary");
  const { savings, savingsPercent } = industryComparison;
  await expect(summary).toContainText(`${config.productName} costs more per year, for 1 BDR`);
  await expect(summary).toContainText(`${formatRange(-savings.high, -savings.low, formatUsd)} more`);
  await expect(summary).toContainText(
    `${formatRange(-savingsPercent.high, -savingsPercent.low, formatPercent)} above the internal cost of ${formatUsd(teamYearly)} a year`,
  );
  await expect(summary).toContainText(
    `At a base salary of ${formatUsd(Number(salary))}, your internal team is cheaper.`,
  );
  // The plugin model's price range straddles this cost: the most saved, and the most it costs more.
  expect(pluginComparison.savings.low).toBeLessThan(0);
  expect(pluginComparison.savings.high).toBeGreaterThan(0);
  const plugin = costTool(page)
    .locator("div", { has: page.getByRole("heading", { name: /GTM plugin model/ }) })
    .last();
  await expect(plugin).toContainText(`Up to ${formatUsd(pluginComparison.savings.high)}`);
  await expect(plugin).toContainText(`costs ${formatUsd(-pluginComparison.savings.low)}`);
  // Nowhere a negative saving: no minus before an amount or a percentage (ranges such as 3-4 have a
  // digit before theirs).
  expect(await costTool(page).innerText()).not.toMatch(/(?<![\w$])[-\u2212]\s?(\$|\d)/);
});

test("counts take the singular for one: one deal is '1 deal', not '1 deals'", async ({ page }) => {
  // A goal of one deal's size: one deal, one opportunity at a 100% win rate.
  const goal = "50000";
  const query = { revenueGoal: goal, averageDealSize: goal, winRate: "100" } as const;
  const validation = validateOutbound({ ...defaultState().outbound, ...query });
  if (!validation.ok) throw new Error("the inputs are valid");
  const result = calculateOutbound(validation.input);
  expect(result).toMatchObject({ deals: 1, opportunities: 1 });
  const params = new URLSearchParams(
    Object.entries(query).map(([field, value]) => [OUTBOUND_PARAMS[field as keyof typeof query], value]),
  );
  await open(page, `${PATH}?${params}`);
  const outbound = outboundTool(page);
  await expect(outbound.getByTestId("total-prospects").locator("xpath=..")).toContainText("for 1 deal.");
  await expect(outbound.getByRole("row", { name: /^Deals/ })).toContainText(/(?<!\d)1 deal$/);
  await expect(outbound.getByRole("row", { name: /^Opportunities/ })).toContainText("1 deal at a 100% win rate");
  await expect(outbound.getByRole("img", { name: /Outbound funnel/ })).toHaveAccessibleDescription(
    /, 1 opportunity, 1 deal$/,
  );
  expect(await outbound.innerText()).not.toMatch(/\b1 (deals|opportunities|meetings|replies|prospects)\b/);
});
