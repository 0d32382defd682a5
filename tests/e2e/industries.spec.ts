import { execFileSync, type ChildProcess } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { type Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { serveBuild } from "./support/serve-build";
import { config, content } from "./support/site";

const MISSING_KEY = "Google Maps API key not configured. Please add your API key to use the interactive map.";
const LOAD_FAILED = "Failed to load Google Maps. Please check your API key and internet connection.";

// SPEC section 9: the talent map's countries and university counts.
const countries: Array<[string, number]> = [
  ["Mexico", 18],
  ["Guatemala", 6],
  ["Costa Rica", 5],
  ["Panama", 4],
  ["Colombia", 12],
  ["Venezuela", 8],
  ["Ecuador", 6],
  ["Peru", 10],
  ["Brazil", 25],
  ["Chile", 12],
  ["Argentina", 15],
  ["Uruguay", 4],
];

const oneSections = [
  `Why teams choose ${config.productName}`,
  "Top challenges",
  `How ${config.productName} solves them`,
  "Performance at steady state",
  `Build an internal team or plug in ${config.productName}`,
];
const caseSections = [
  "What was at stake",
  "The challenges",
  "What we installed",
  "The results",
  "The build-versus-buy decision",
  "Mini Case Study",
];

// Each page with the SPEC figures a visitor must find on it.
const pages: Array<{ path: string; sections: string[]; figures: string[] }> = [
  {
    path: "/one-pagers/healthcare",
    sections: [...oneSections, "Case Study"],
    figures: ["$10.5K-$13.5K", "$28K-$38K", "7 days", "5-8 weeks", "68-75%", "22-30%"],
  },
  {
    path: "/one-pagers/financial-services",
    sections: [...oneSections, "Case Study"],
    figures: ["$9.8K-$12.5K", "$30K-$45K", "7 days", "4-6 weeks", "68-75%", "22-30%"],
  },
  {
    path: "/one-pagers/staffing-recruiting",
    sections: [...oneSections, "Case Study"],
    figures: ["$7.9K-$9.8K", "$24K-$32K", "7 days", "4-6 weeks", "68-75%", "22-30%"],
  },
  {
    path: "/one-pagers/software-consultancies",
    sections: [...oneSections, "Case Study"],
    figures: ["$8.9K-$10.9K", "$22K-$30K", "7 days", "4-6 weeks", "68-75%", "22-30%"],
  },
  {
    path: "/one-pagers/saas",
    sections: [...oneSections, "Mini Case Study"],
    figures: ["$9.8K-$12.5K", "$35K-$45K", "7 days", "68-75%", "22-30%", "25-35"],
  },
  {
    path: "/one-pagers/mamut-talent",
    sections: [...oneSections, "Latin American talent map"],
    figures: ["$2,500", "3-month proof of concept", "7-14 days", "60-70%", "150+", "15+", "C1/C2", "24/7"],
  },
  { path: "/case-studies/saas-30-day-pipeline", sections: caseSections, figures: ["25-35", "5-10", "15%", "300%"] },
  { path: "/case-studies/healthcare-compliance-outreach", sections: caseSections, figures: ["5-8 weeks", "68-75%"] },
  { path: "/case-studies/finserv-trust-first-outbound", sections: caseSections, figures: ["4-6 weeks", "22-30%"] },
  { path: "/case-studies/staffing-role-based-outbound", sections: caseSections, figures: ["$7.9K-$9.8K", "68-75%"] },
  {
    path: "/case-studies/consultancies-initiative-led-outbound",
    sections: caseSections,
    figures: ["$8.9K-$10.9K", "22-30%"],
  },
];

async function expectBookingLinks(page: Page) {
  const links = page.getByRole("link", { name: /Book a 30-min Discovery/ });
  await expect(links.first()).toBeVisible();
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("href", config.booking.call30);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  }
}

for (const { path, sections, figures } of pages) {
  test(`${path} answers 200 with its sections, figures and 30-minute booking link`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    for (const name of sections) {
      await expect(page.getByRole("heading", { level: 2, name, exact: true })).toBeVisible();
    }
    const main = page.getByRole("main");
    for (const figure of figures) await expect(main).toContainText(figure);
    await expectBookingLinks(page);
    await expect(page.getByRole("button", { name: "Download PDF" })).toBeVisible();
  });
}

test("/industries lists every industry one-pager and the talent offer, each linking to its page", async ({ page }) => {
  const response = await page.goto("/industries");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Outbound built for your industry" })).toBeVisible();
  const cards = page.locator("#industries").getByRole("heading", { level: 3 }).getByRole("link");
  await expect(cards).toHaveCount(content.onePagers.length);
  // The talent offer's card closes the list.
  const listed = [
    ...content.onePagers.filter((page) => !page.talentMap),
    ...content.onePagers.filter((page) => page.talentMap),
  ];
  expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
    listed.map((page) => `/one-pagers/${page.slug}`),
  );
  await expect(page.locator("#industries")).toContainText("Staff Augmentation");
  await expectBookingLinks(page);
});

test("an industry card opens its one-pager without a full page load", async ({ page }) => {
  await page.goto("/industries");
  await page.getByRole("link", { name: "Trust-first outbound for financial services" }).click();
  await expect(page).toHaveURL(/\/one-pagers\/financial-services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Trust-first outbound for financial services");
  await expect(page).toHaveTitle(`Financial Services Outbound: Industry One-Pager | ${config.siteName}`);
});

test("/case-studies lists every case study and links to the full data-privacy case study", async ({ page }) => {
  const response = await page.goto("/case-studies");
  expect(response?.status()).toBe(200);
  const cards = page
    .locator("#case-studies")
    .getByRole("heading", { level: 2 })
    .getByRole("link")
    .filter({ hasNotText: "The whole story" });
  await expect(cards).toHaveCount(content.caseStudies.length);
  expect(await cards.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(
    content.caseStudies.map((page) => `/case-studies/${page.slug}`),
  );
  await expect(page.getByRole("link", { name: "The whole story: a data-privacy startup" })).toHaveAttribute(
    "href",
    "/case-study/data-privacy-compliance-startup",
  );
  await expectBookingLinks(page);
});

test("unknown one-pager and case study slugs answer 404 with the not-found page", async ({ request }) => {
  for (const path of ["/one-pagers/unknown-industry", "/case-studies/unknown-case"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  }
});

test("Download PDF opens the print dialog", async ({ page }) => {
  await page.goto("/one-pagers/healthcare");
  await page.evaluate(() => {
    const counter = window as unknown as { printed: number };
    counter.printed = 0;
    window.print = () => {
      counter.printed += 1;
    };
  });
  await page.getByRole("button", { name: "Download PDF" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test("print media hides the header, footer, navigation and buttons but keeps the content", async ({ page }) => {
  await page.goto("/one-pagers/saas");
  await expect(page.getByRole("banner")).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("contentinfo")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Download PDF" })).toBeHidden();
  const bookingLinks = page.locator(`a[href="${config.booking.call30}"]`);
  await expect(bookingLinks).toHaveCount(2);
  for (const link of await bookingLinks.all()) await expect(link).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Performance at steady state" })).toBeVisible();
  // On paper the contact page and the e-mail address are written out instead of a button, no raw scheduler URL.
  const contact = new URL("/contact", config.siteUrl);
  await expect(page.getByText(`${contact.host}${contact.pathname}`)).toBeVisible();
  await expect(page.getByText(config.booking.call30)).toBeHidden();
});

// The fallback map only exists in a build without a maps key, which is what the tests build.
if (config.googleMapsApiKey === "") {
  test("without a maps key the talent page shows the fallback with every country and asks Google for nothing", async ({
    page,
  }) => {
    const hosts = new Set<string>();
    page.on("request", (request) => hosts.add(new URL(request.url()).host));
    await page.goto("/one-pagers/mamut-talent");
    await page.locator("#talent-map").scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");

    await expect(page.getByRole("heading", { level: 3, name: "Google Maps Integration" })).toBeVisible();
    await expect(page.getByText(MISSING_KEY)).toBeVisible();
    await expect(page.getByText("Loading interactive map...")).toHaveCount(0);
    const southAmerica = page.getByRole("list", { name: "South America" });
    const centralAmerica = page.getByRole("list", { name: "Central America and Mexico" });
    await expect(southAmerica.getByRole("listitem")).toHaveCount(8);
    await expect(centralAmerica.getByRole("listitem")).toHaveCount(4);
    const lists = page.locator("#talent-map").getByRole("listitem");
    for (const [country, count] of countries) {
      await expect(lists.filter({ hasText: country })).toHaveText(`${country}${count} universities`);
      await expect(page.getByRole("button", { name: `${country}: ${count} universities` })).toBeVisible();
    }

    expect([...hosts]).toEqual([new URL(page.url()).host]);
  });

  test("the fallback map's markers are reached by keyboard and show country and count", async ({ page }) => {
    await page.goto("/one-pagers/mamut-talent");
    // Start on the first link after the map and walk back into it with Shift+Tab, then forward again.
    await page
      .locator("#talent-map ~ section")
      .getByRole("link", { name: /Book a 30-min Discovery/ })
      .focus();
    const expectSelected = async ([country, count]: [string, number]) => {
      const marker = page.getByRole("button", { name: `${country}: ${count} universities` });
      await expect(marker).toBeFocused();
      await expect(page.locator("#talent-map-selection")).toHaveText(`${country}: ${count} universities`);
      const box = await marker.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(24);
      expect(box?.height).toBeGreaterThanOrEqual(24);
    };
    for (const entry of [...countries].reverse()) {
      await page.keyboard.press("Shift+Tab");
      await expectSelected(entry);
    }
    for (const entry of countries.slice(1)) {
      await page.keyboard.press("Tab");
      await expectSelected(entry);
    }
  });
}

test.describe("with a maps key", () => {
  // One worker builds and serves the keyed site; the tests share that server.
  test.describe.configure({ mode: "serial" });

  const buildDir = process.env.BUILD_DIR ?? "build";
  const keyBuildDir = `${buildDir}-key`;
  const keyPort = Number(process.env.E2E_PORT ?? 4173) + 10;
  const keyBase = `http://127.0.0.1:${keyPort}`;
  let server: ChildProcess | undefined;

  function mtime(file: string): number {
    return existsSync(file) ? statSync(file).mtimeMs : 0;
  }

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const marker = "client/one-pagers/mamut-talent/index.html";
    // Rebuild when the keyed build is missing or older than the build under test.
    if (mtime(`${keyBuildDir}/${marker}`) < mtime(`${buildDir}/${marker}`) || !existsSync(`${keyBuildDir}/${marker}`)) {
      execFileSync("node_modules/.bin/react-router", ["build"], {
        env: { ...process.env, BUILD_DIR: keyBuildDir, GOOGLE_MAPS_API_KEY: "test-key" },
        stdio: "pipe",
        timeout: 280_000,
      });
    }
    server = await serveBuild({ port: keyPort, env: { BUILD_DIR: keyBuildDir, GOOGLE_MAPS_API_KEY: "test-key" } });
  });

  test.afterAll(() => {
    server?.kill();
  });

  test("the maps script loads only near the map, is retried 3 times, then the failure fallback shows", async ({
    page,
  }) => {
    const scriptRequests: string[] = [];
    await page.route(/^https:\/\/maps\.(googleapis|gstatic)\.com\//, (route) => {
      if (route.request().url().includes("/maps/api/js")) scriptRequests.push(route.request().url());
      return route.abort();
    });
    await page.goto(`${keyBase}/one-pagers/mamut-talent`);
    await page.waitForLoadState("networkidle");
    expect(scriptRequests).toEqual([]);

    await page.locator("#talent-map").scrollIntoViewIfNeeded();
    await expect(page.getByRole("status").filter({ hasText: "Loading interactive map..." })).toBeVisible();
    await expect(page.getByText(LOAD_FAILED)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Google Maps Integration" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Brazil: 25 universities" })).toBeVisible();

    expect(scriptRequests).toHaveLength(4);
    const url = new URL(scriptRequests[0] ?? "");
    expect(url.searchParams.get("key")).toBe("test-key");
    expect(url.searchParams.get("v")).toBe("weekly");
    expect(url.searchParams.get("libraries")).toContain("places");
  });

  test("a rejected key (gm_authFailure) switches to the failure fallback", async ({ page }) => {
    await page.route(/^https:\/\/maps\.(googleapis|gstatic)\.com\//, (route) =>
      route.request().url().includes("/maps/api/js")
        ? route.fulfill({ contentType: "text/javascript", body: "window.gm_authFailure && window.gm_authFailure();" })
        : route.abort(),
    );
    await page.goto(`${keyBase}/one-pagers/mamut-talent`);
    await page.locator("#talent-map").scrollIntoViewIfNeeded();
    await expect(page.getByText(LOAD_FAILED)).toBeVisible({ timeout: 10_000 });
  });
});

test("on a 320 px phone every performance figure stays on one line inside its card", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  for (const { slug } of [
    ...content.onePagers.map((p) => ({ slug: `one-pagers/${p.slug}` })),
    ...content.caseStudies.map((c) => ({ slug: `case-studies/${c.slug}` })),
  ]) {
    await page.goto(`/${slug}`);
    const figures = page.locator("#performance dd");
    expect(await figures.count(), slug).toBeGreaterThan(0);
    const problems = await figures.evaluateAll((items) =>
      items
        .filter((item) => {
          const card = item.parentElement?.getBoundingClientRect();
          const box = item.getBoundingClientRect();
          const lineHeight = parseFloat(getComputedStyle(item).lineHeight);
          return !card || box.right > card.right + 0.5 || box.height > lineHeight * 1.5;
        })
        .map((item) => item.textContent),
    );
    expect(problems, slug).toEqual([]);
  }
});

test("an illustrative case study says plainly, under its hero, that it is not a client result", async ({ page }) => {
  expect(content.caseStudies.some((study) => study.illustrative)).toBe(true);
  for (const study of content.caseStudies) {
    await page.goto(`/case-studies/${study.slug}`);
    const notice = page.getByText("Not a client result.");
    if (!study.illustrative) {
      await expect(notice).toHaveCount(0);
      continue;
    }
    await expect(notice).toBeVisible();
    const noticeTop = (await notice.boundingBox())?.y ?? Infinity;
    const firstSection = (await page.locator("#why").boundingBox())?.y ?? 0;
    expect(noticeTop).toBeLessThan(firstSection);
  }
});
