import type { ChildProcess } from "node:child_process";
import { expect, test } from "./support/test";
import { labelPattern, offers } from "./support/site";
import { serveBuild, stopServer } from "./support/serve-build";
import talentCountries from "../../content/data/talent-countries";
import { trackRequests, waitForSettled } from "./support/settle";

// The talent map on /one-pagers/mamut-talent, in its own Playwright project ("talent-map"): on
// the suite's server (no maps key) and on a second server of the same build with a key.

const MISSING_KEY = "Google Maps API key not configured. Please add your API key to use the interactive map.";
const LOAD_FAILED = "Failed to load Google Maps. Please check your API key and internet connection.";

// The talent map's countries and university counts, from their content file.
const countries: Array<[string, number]> = talentCountries.map(({ country, universities }) => [country, universities]);
const inRegion = (region: string) => talentCountries.filter((country) => country.region === region).length;

test.describe("without a maps key", () => {
  test("without a maps key the talent page shows the fallback with every country and asks Google for nothing", async ({
    page,
  }) => {
    const hosts = new Set<string>();
    page.on("request", (request) => hosts.add(new URL(request.url()).host));
    const requests = trackRequests(page);
    await page.goto("/one-pagers/mamut-talent");
    await page.locator("#talent-map").scrollIntoViewIfNeeded();
    await waitForSettled(page, requests);

    await expect(page.getByRole("heading", { level: 3, name: "Google Maps Integration" })).toBeVisible();
    await expect(page.getByText(MISSING_KEY)).toBeVisible();
    await expect(page.getByText("Loading interactive map...")).toHaveCount(0);
    const southAmerica = page.getByRole("list", { name: "South America" });
    const centralAmerica = page.getByRole("list", { name: "Central America and Mexico" });
    await expect(southAmerica.getByRole("listitem")).toHaveCount(inRegion("south-america"));
    await expect(centralAmerica.getByRole("listitem")).toHaveCount(inRegion("central-america-mexico"));
    const lists = page.locator("#talent-map").getByRole("listitem");
    for (const [country, count] of countries) {
      await expect(lists.filter({ hasText: country })).toHaveText(`${country}${count} universities`);
      await expect(page.getByRole("link", { name: `${country}: ${count} universities` })).toBeVisible();
    }

    expect([...hosts]).toEqual([new URL(page.url()).host]);
  });

  test("the fallback map's markers are reached by keyboard and show country and count", async ({ page }) => {
    await page.goto("/one-pagers/mamut-talent");
    // Start on the first link after the map and walk back into it with Shift+Tab, then forward again.
    await page
      .locator("#talent-map ~ section")
      .getByRole("link", { name: labelPattern(offers.outbound.callLabel) })
      .focus();
    const expectSelected = async ([country, count]: [string, number]) => {
      const marker = page.getByRole("link", { name: `${country}: ${count} universities` });
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

  test("at 320 px every fallback map marker is at least 24 by 24 px and no marker covers another (2.5.8)", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/one-pagers/mamut-talent");
    const markers = page.locator("#talent-map").getByRole("link", { name: /: \d+ universit/ });
    await expect(markers).toHaveCount(countries.length);
    await markers.first().scrollIntoViewIfNeeded();
    const boxes: Array<{ name: string; x: number; y: number; width: number; height: number }> = [];
    for (const marker of await markers.all()) {
      const box = await marker.boundingBox();
      if (!box) throw new Error("a marker has no box");
      boxes.push({ name: (await marker.getAttribute("aria-label")) ?? "", ...box });
    }
    const small = boxes.filter((box) => box.width < 24 || box.height < 24).map((box) => box.name);
    expect(small).toEqual([]);
    const overlapping = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter((b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)
        .map((b) => `${a.name} / ${b.name}`),
    );
    expect(overlapping).toEqual([]);
  });
});

test.describe("with a maps key", () => {
  // The same build, served by a second server whose environment has a key: the key is read at run time.
  test.describe.configure({ mode: "serial" });

  const keyPort = Number(process.env.E2E_PORT ?? 4173) + 10;
  const keyBase = `http://127.0.0.1:${keyPort}`;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    server = await serveBuild({
      port: keyPort,
      env: { GOOGLE_MAPS_API_KEY: "test-key", DATABASE_PATH: `${process.env.E2E_DB_PATH}-maps.db` },
    });
  });

  test.afterAll(async () => {
    await stopServer(server);
  });

  test("the server hands the key to the page and its CSP allows Google's map origins", async ({ request }) => {
    const config = await request.get(`${keyBase}/maps-config.json`);
    expect(config.headers()["cache-control"]).toBe("no-store");
    expect(await config.json()).toEqual({ apiKey: "test-key", mapId: "DEMO_MAP_ID" });
    const page = await request.get(`${keyBase}/one-pagers/mamut-talent`);
    expect(page.headers()["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers()["content-security-policy"]).toContain("https://maps.googleapis.com");
    // The suite's own server has no key, and says so.
    expect(await (await request.get("/maps-config.json")).json()).toEqual({ apiKey: "", mapId: "DEMO_MAP_ID" });
  });

  test("the maps script loads only near the map, is retried 3 times, then the failure fallback shows", async ({
    page,
  }) => {
    const scriptRequests: string[] = [];
    await page.route(/^https:\/\/maps\.(googleapis|gstatic)\.com\//, (route) => {
      if (route.request().url().includes("/maps/api/js")) scriptRequests.push(route.request().url());
      return route.abort();
    });
    const requests = trackRequests(page);
    await page.goto(`${keyBase}/one-pagers/mamut-talent`);
    await waitForSettled(page, requests);
    expect(scriptRequests).toEqual([]);

    await page.locator("#talent-map").scrollIntoViewIfNeeded();
    await expect(page.getByRole("status").filter({ hasText: "Loading interactive map..." })).toBeVisible();
    await expect(page.getByText(LOAD_FAILED)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Google Maps Integration" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Brazil: 25 universities" })).toBeVisible();

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
