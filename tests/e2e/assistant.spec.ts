import { type Locator, type Page } from "@playwright/test";
import { episodes } from "../../content/data/episodes";
import talentCountries from "../../content/data/talent-countries";
import { expect, test } from "./support/test";
import { bookingUrl } from "../../app/content/offers";
import { axeViolations } from "./support/axe";
import rawHome from "../../content/data/home";
import { ASSISTANT_INTRO } from "../../app/features/assistant/suggestions";
import { config, content, figure, filled, labelPattern, offers } from "./support/site";
import { trackRequests, waitForSettled } from "./support/settle";

const launcher = (page: Page) => page.getByRole("button", { name: "Contact options" });
const menuItem = (page: Page) => page.locator("#contact-menu").getByRole("button", { name: "Ask the assistant" });
const assistant = (page: Page) => page.getByRole("dialog", { name: "Site assistant" });
const questionBox = (dialog: Locator) => dialog.getByRole("textbox", { name: "Your question" });
const conversation = (dialog: Locator) => dialog.getByRole("log", { name: "Conversation" });
/** The newest message in the conversation (the assistant's answer after a question). */
const lastMessage = (dialog: Locator) => conversation(dialog).locator(":scope > div").last();

async function openAssistant(page: Page): Promise<Locator> {
  await launcher(page).click();
  await menuItem(page).click();
  const dialog = assistant(page);
  await expect(dialog).toBeVisible();
  await expect(questionBox(dialog)).toBeVisible();
  return dialog;
}

/** From the focused launcher: Enter opens its menu, Tab walks into it to the assistant, Enter opens it. */
async function chooseAssistantWithKeys(page: Page): Promise<void> {
  await page.keyboard.press("Enter");
  await expect(page.locator("#contact-menu")).toBeVisible();
  for (let step = 0; step < 6; step += 1) {
    await page.keyboard.press("Tab");
    if (await menuItem(page).evaluate((element) => element === document.activeElement)) break;
  }
  await expect(menuItem(page)).toBeFocused();
  await page.keyboard.press("Enter");
}

async function ask(dialog: Locator, question: string): Promise<Locator> {
  await questionBox(dialog).fill(question);
  await dialog.getByRole("button", { name: "Send" }).click();
  const answer = lastMessage(dialog);
  await expect(conversation(dialog)).toContainText(question);
  return answer;
}

test("no assistant code or index is requested before the first open", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (request) => requested.push(new URL(request.url()).pathname));
  const requests = trackRequests(page);
  await page.goto("/");
  await waitForSettled(page, requests);
  const isAssistant = (path: string) => /assistant-index\.json|\/assets\/assistant-(?!index)[\w-]+\.js$/.test(path);
  expect(requested.filter(isAssistant)).toEqual([]);

  await openAssistant(page);
  await expect.poll(() => requested).toContain("/assistant-index.json");
  await expect.poll(() => requested.filter(isAssistant).length).toBe(2);
});

for (const width of [375, 1280]) {
  test(`one 48 px launcher holds the assistant in its menu at ${width} px, and is hidden in print`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/blog");
    await expect(page.getByRole("button", { name: /assistant/i })).toBeHidden();
    const box = await launcher(page).boundingBox();
    expect(box).toBeTruthy();
    expect(box?.width).toBe(48);
    expect(box?.height).toBe(48);
    await launcher(page).click();
    await expect(menuItem(page)).toBeVisible();
    await menuItem(page).click();
    await expect(page.locator("#contact-menu")).toBeHidden();
    await expect(assistant(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(assistant(page)).toBeHidden();
    await expect(launcher(page)).toBeFocused();
    await page.emulateMedia({ media: "print" });
    await expect(launcher(page)).toBeHidden();
  });
}

test("a price question answers with a dollar figure and a source link that leads to the section", async ({ page }) => {
  await page.goto("/blog");
  const dialog = await openAssistant(page);
  const answer = await ask(dialog, "How much does it cost?");
  await expect(answer).toContainText(/\$\d/);
  const source = answer.getByRole("link", { name: /One-Pager › Pricing/ });
  await expect(source).toHaveAttribute("href", "/one-pager#pricing-heading");

  await source.click();
  await expect(page).toHaveURL(/\/one-pager#pricing-heading$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("heading", { name: "Simple pricing, low risk" })).toBeInViewport();
});

test("an article answer links to its section, which is scrolled into view after navigating", async ({ page }) => {
  await page.goto("/");
  const dialog = await openAssistant(page);
  const answer = await ask(dialog, "What is an embedded outbound cell?");
  const source = answer.getByRole("link", { name: /embedded outbound cells/i }).first();
  await expect(source).toHaveAttribute("href", /^\/blog\/embedded-outbound-cells#/);
  const href = (await source.getAttribute("href")) ?? "";
  await source.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  await expect(page.locator(`[id="${href.split("#")[1]}"]`)).toBeInViewport();
});

for (const question of ["qwpoeiru zxmvbn asdlkj", `Who founded ${config.productName}?`]) {
  test(`"${question}" gets an honest hand-off: booking, e-mail and the contact form`, async ({ page }) => {
    await page.goto("/");
    const dialog = await openAssistant(page);
    const answer = await ask(dialog, question);
    await expect(answer).toContainText("could not find that on this site");
    const booking = answer.getByRole("link", { name: labelPattern(offers.healthtech.callLabel) });
    await expect(booking).toHaveAttribute("href", bookingUrl(offers.healthtech, config));
    await expect(booking).toHaveAttribute("target", "_blank");
    await expect(booking).toHaveAttribute("rel", "noopener noreferrer");
    await expect(answer.getByRole("link", { name: /E-mail/ })).toHaveAttribute(
      "href",
      `mailto:${config.email.contact}`,
    );
    // The healthtech offer's form is the home page's Contact section.
    await expect(answer.getByRole("link", { name: "Use the contact form" })).toHaveAttribute("href", "/#contact");
  });
}

test("the assistant answers for the page it is on: the price, the call and the hand-off are its offer's", async ({
  page,
}) => {
  const home = filled(rawHome);
  const noPublicPrice = home.faq.items.find((item) => "offerTerms" in item && item.offerTerms === "price");
  if (!noPublicPrice) throw new Error('The home FAQ states no price answer (offerTerms: "price")');
  const article = `/blog/${content.posts[0]?.slug ?? ""}`;
  for (const [path, offer, price, contactForm] of [
    ["/", offers.healthtech, noPublicPrice.answer, "/#contact"],
    [article, offers.outbound, `${figure("plan.monthly")} per month`, "/contact"],
  ] as const) {
    await page.goto(path);
    const dialog = await openAssistant(page);
    const answer = await ask(dialog, "How much does it cost?");
    await expect(answer).toContainText(price);
    // The answer offers the page's call beside its terms.
    const call = answer.getByRole("link", { name: labelPattern(offer.callLabel) });
    await expect(call).toHaveAttribute("href", bookingUrl(offer, config));
    const other = offer === offers.healthtech ? offers.outbound : offers.healthtech;
    await expect(conversation(dialog).getByRole("link", { name: labelPattern(other.callLabel) })).toHaveCount(0);
    await expect(await ask(dialog, "How long is the call?")).toContainText(
      new RegExp(`\\b${offer.callMinutes}[- ]minute`),
    );
    const handoff = await ask(dialog, "qwpoeiru zxmvbn asdlkj");
    await expect(handoff.getByRole("link", { name: "Use the contact form" })).toHaveAttribute("href", contactForm);
    await dialog.getByRole("button", { name: "Clear conversation" }).click();
  }
  // Outside the page it was given on, an answer keeps its words but offers no call of another offer.
  await page.goto("/");
  let dialog = await openAssistant(page);
  await ask(dialog, "How much does it cost?");
  await page.goto(article);
  dialog = await openAssistant(page);
  await expect(conversation(dialog)).toContainText(noPublicPrice.answer);
  await expect(conversation(dialog).getByRole("link", { name: labelPattern(offers.outbound.callLabel) })).toHaveCount(
    0,
  );
});

test("counts the pages show are answered with the count from content", async ({ page }) => {
  const [country] = talentCountries;
  await page.goto("/");
  const dialog = await openAssistant(page);
  await expect(await ask(dialog, "How many podcast episodes?")).toContainText(
    new RegExp(`\\b${episodes.length} (sample )?episodes`),
  );
  await expect(await ask(dialog, `Universities in ${country?.country}?`)).toContainText(
    `${country?.universities} universities`,
  );
});

test("the suggested questions are the page's offer's, and Book a call offers the booking link directly", async ({
  page,
}) => {
  await page.goto("/");
  const dialog = await openAssistant(page);
  for (const question of ASSISTANT_INTRO.healthtech.suggestions) {
    await expect(dialog.getByRole("button", { name: question })).toBeVisible();
  }
  for (const question of ASSISTANT_INTRO.outbound.suggestions.filter(
    (item) => !ASSISTANT_INTRO.healthtech.suggestions.includes(item),
  ))
    await expect(dialog.getByRole("button", { name: question })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Book a call" }).click();
  const booking = lastMessage(dialog).getByRole("link", { name: labelPattern(offers.healthtech.callLabel) });
  await expect(booking).toHaveAttribute("href", bookingUrl(offers.healthtech, config));
  await expect(booking).toHaveAttribute("target", "_blank");
});

test("the hand-off follows the page's offer: the outbound call on an article, the healthtech call at home", async ({
  page,
}) => {
  for (const [path, offer] of [
    [`/blog/${content.posts[0]?.slug ?? ""}`, offers.outbound],
    ["/", offers.healthtech],
  ] as const) {
    await page.goto(path);
    const dialog = await openAssistant(page);
    // Typed, not the suggestion: the conversation carries over from the page before.
    const answer = await ask(dialog, "Book a call");
    const booking = answer.getByRole("link", { name: labelPattern(offer.callLabel) });
    await expect(booking).toHaveAttribute("href", bookingUrl(offer, config));
    const handoff = await ask(dialog, "qwpoeiru zxmvbn asdlkj");
    await expect(handoff.getByRole("link", { name: labelPattern(offer.callLabel) })).toHaveAttribute(
      "href",
      bookingUrl(offer, config),
    );
  }
});

test("the assistant works from the keyboard alone, and Escape closes it and returns focus", async ({ page }) => {
  await page.goto("/");
  // The launcher is in the tab order; reach it from the end of the page.
  await page.locator("footer").getByRole("link").last().focus();
  let reached = false;
  for (let step = 0; step < 5 && !reached; step += 1) {
    await page.keyboard.press("Tab");
    reached = await launcher(page).evaluate((element) => element === document.activeElement);
  }
  expect(reached).toBe(true);
  await chooseAssistantWithKeys(page);
  const dialog = assistant(page);
  await expect(dialog).toBeVisible();
  await expect(questionBox(dialog)).toBeFocused();

  // A suggestion, chosen with the keyboard: it sits just before the text box.
  await page.keyboard.press("Shift+Tab");
  await expect(dialog.getByRole("button", { name: "Book a call" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(
    lastMessage(dialog).getByRole("link", { name: labelPattern(offers.healthtech.callLabel) }),
  ).toBeVisible();

  await questionBox(dialog).focus();
  await page.keyboard.type("How fast do we get leads?");
  await page.keyboard.press("Enter");
  await expect(lastMessage(dialog)).toContainText(/weeks/);
  await expect(questionBox(dialog)).toBeFocused();
  await expect(questionBox(dialog)).toHaveValue("");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(launcher(page)).toBeFocused();

  // Reopening keeps the conversation; the close button also returns focus.
  await chooseAssistantWithKeys(page);
  await expect(dialog).toBeVisible();
  await expect(conversation(dialog)).toContainText("How fast do we get leads?");
  await dialog.getByRole("button", { name: "Close assistant" }).press("Enter");
  await expect(dialog).toBeHidden();
  await expect(launcher(page)).toBeFocused();
});

test("the conversation survives a reload in the same tab, and the clear button empties it", async ({ page }) => {
  // Three page loads, each opening the assistant through the launcher's menu.
  test.slow();
  await page.goto("/");
  let dialog = await openAssistant(page);
  await ask(dialog, "What does the BDR do?");
  await expect(lastMessage(dialog)).toContainText("40 hours a week");

  await page.reload();
  dialog = await openAssistant(page);
  await expect(conversation(dialog)).toContainText("What does the BDR do?");
  await expect(conversation(dialog)).toContainText("40 hours a week");

  await dialog.getByRole("button", { name: "Clear conversation" }).click();
  await expect(conversation(dialog)).not.toContainText("What does the BDR do?");
  await expect(dialog.getByRole("button", { name: "How much does it cost?" })).toBeVisible();
  await expect(questionBox(dialog)).toBeFocused();

  await page.reload();
  dialog = await openAssistant(page);
  await expect(conversation(dialog)).not.toContainText("What does the BDR do?");
});

test("the panel fits a 360 px screen", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/");
  const dialog = await openAssistant(page);
  await ask(dialog, "How much does it cost for a healthcare company?");
  await expect(lastMessage(dialog)).toContainText(/\$\d/);
  const box = await dialog.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(360);
  // Nothing scrolls sideways (visually hidden labels, 1 px wide, do not count).
  const overflowing = await dialog.evaluate((element) =>
    [element, ...element.querySelectorAll("*")]
      .filter((node) => node.clientWidth > 1 && node.scrollWidth > node.clientWidth + 1)
      .map((node) => `${node.tagName.toLowerCase()}.${node.className}`),
  );
  expect(overflowing).toEqual([]);
  await expect(dialog.getByRole("button", { name: "Send" })).toBeInViewport();
});

for (const width of [1280, 375]) {
  test(`the open assistant on / has no accessibility violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const requests = trackRequests(page);
    await page.goto("/");
    await waitForSettled(page, requests);
    const dialog = await openAssistant(page);
    expect(await axeViolations(page)).toEqual([]);
    await ask(dialog, "How much does it cost?");
    await ask(dialog, "zzqv wxkp");
    await expect(lastMessage(dialog)).toContainText("could not find");
    expect(await axeViolations(page)).toEqual([]);
  });
}

test("the index is JSON, and every page and section it links to exists", async ({ request }) => {
  const response = await request.get("/assistant-index.json");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/json");
  const index = (await response.json()) as {
    pages: Array<{ path: string }>;
    passages: Array<{ page: number; anchor?: string }>;
  };
  const anchors = new Map<string, Set<string>>();
  for (const passage of index.passages) {
    const path = index.pages[passage.page]?.path ?? "";
    const set = anchors.get(path) ?? new Set<string>();
    if (passage.anchor) set.add(passage.anchor);
    anchors.set(path, set);
  }
  const broken: string[] = [];
  for (const [path, ids] of anchors) {
    const page = await request.get(path);
    if (page.status() !== 200) {
      broken.push(`${path} (HTTP ${page.status()})`);
      continue;
    }
    const html = await page.text();
    for (const id of ids) if (!html.includes(`id="${id}"`)) broken.push(`${path}#${id}`);
  }
  expect(broken).toEqual([]);
});

test("at 320 by 256 px (400% zoom) the assistant's title and Close button stay in view while its panel scrolls", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 256 });
  await page.goto("/");
  const dialog = await openAssistant(page);
  await ask(dialog, "How much does it cost for a healthcare company?");
  const send = dialog.getByRole("button", { name: "Send" });
  await send.scrollIntoViewIfNeeded();
  await expect(send).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole("heading", { name: "Site assistant" })).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole("button", { name: "Close assistant" })).toBeInViewport({ ratio: 1 });
  // The conversation keeps room to be read.
  const log = await conversation(dialog).boundingBox();
  expect(log?.height).toBeGreaterThanOrEqual(96);
});
