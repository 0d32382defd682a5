import { mkdtempSync, rmSync } from "node:fs";
import { request as httpsRequest } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeCertificate, nginxUnavailable, proxyLocation, startNginx } from "../../scripts/nginx.ts";
import {
  count,
  freshDatabasePath,
  servedAt,
  startServer,
  testPort,
  validContact,
  type RunningServer,
} from "./support/leads";
import { expect, test } from "./support/test";

// The production server as owners deploy it: behind a TLS-terminating reverse proxy (Debian's
// nginx, configured as README's Deployment shows, with a certificate made here) that speaks plain
// HTTP to it. With TRUST_PROXY unset (the default) and set, a browser at https://localhost:<port>
// sends both forms, with and without JavaScript, and each is stored once and thanked; the rate
// limit counts each real client when the proxy is trusted.

const unavailable = nginxUnavailable();
test.skip(unavailable !== null, `reverse-proxy tests skipped: ${unavailable}`);
// One nginx and its servers for the whole file, in one worker.
test.describe.configure({ mode: "serial" });

type Site = { server: RunningServer; databasePath: string; port: number; origin: string };
const sites: Record<string, Site> = {};
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
let certificates = "";

/** The servers behind the proxy: a browser's pair and a rate limit's pair, without and with TRUST_PROXY=1. */
const SETUPS: Array<{ name: string; env: Record<string, string> }> = [
  { name: "browser, TRUST_PROXY unset", env: { RATE_LIMIT_MAX: "1000" } },
  { name: "browser, TRUST_PROXY=1", env: { RATE_LIMIT_MAX: "1000", TRUST_PROXY: "1" } },
  { name: "limit, TRUST_PROXY unset", env: { RATE_LIMIT_MAX: "2", LOG_REQUESTS: "true" } },
  { name: "limit, TRUST_PROXY=1", env: { RATE_LIMIT_MAX: "2", TRUST_PROXY: "1" } },
];

test.beforeAll(async () => {
  certificates = mkdtempSync(join(tmpdir(), "mamut-tls-"));
  const { cert, key } = makeCertificate(certificates);
  await Promise.all(
    SETUPS.map(async ({ name, env }, index) => {
      const databasePath = freshDatabasePath();
      const server = await startServer(testPort(110 + index), { DATABASE_PATH: databasePath, ...env });
      const port = testPort(114 + index);
      sites[name] = { server, databasePath, port, origin: `https://localhost:${port}` };
    }),
  );
  const servers = SETUPS.map(
    ({ name }) => `server {
    listen 127.0.0.1:${sites[name]?.port} ssl;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    ${proxyLocation(sites[name]?.server.url ?? "")}
  }`,
  ).join("\n  ");
  nginx = await startNginx({ servers, port: testPort(114) });
});

test.afterAll(async () => {
  await nginx?.stop();
  await Promise.all(Object.values(sites).map((site) => site.server.stop()));
  rmSync(certificates, { recursive: true, force: true });
});

function site(name: string): Site {
  const found = sites[name];
  if (!found) throw new Error(`no site ${name}`);
  return found;
}

for (const trust of ["TRUST_PROXY unset", "TRUST_PROXY=1"]) {
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`${trust}, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
      test.use({ javaScriptEnabled });

      test("both forms sent through https://localhost are stored once and thanked", async ({ page }) => {
        const { origin, databasePath } = site(`browser, ${trust}`);
        const tag = `${trust.replace(/\W+/g, "")}${javaScriptEnabled ? "Script" : "Plain"}`;

        await page.goto(`${origin}/contact`);
        const form = page.getByRole("form", { name: "Contact form" });
        await form.getByLabel("Name").fill(`Proxy Visitor ${tag}`);
        await form.getByLabel("Work email").fill(`proxy.${tag.toLowerCase()}@northwind.example`);
        await form.getByLabel("Company").fill("Northwind Diagnostics");
        await form.getByLabel("How can we help?").fill("We want 25 qualified meetings a month with hospital buyers.");
        await form.getByRole("checkbox").check();
        await form.getByRole("button", { name: "Send message" }).click();
        await expect(page.getByRole("heading", { name: /Thank you, your message is with our team/ })).toBeVisible();
        expect(
          count(databasePath, "SELECT count(*) AS n FROM contact_submissions WHERE name = ?", `Proxy Visitor ${tag}`),
        ).toBe(1);

        const email = `reader.${tag.toLowerCase()}@northwind.example`;
        await page.goto(`${origin}/newsletter`);
        const signUp = page.getByRole("form", { name: "Newsletter sign-up", exact: true });
        await signUp.getByLabel("Email address").fill(email);
        await signUp.getByRole("button", { name: "Subscribe" }).click();
        await expect(page.getByText("Check your inbox.")).toBeVisible();
        // The sign-up becomes a subscription a moment after the answer (decision 010).
        await expect
          .poll(() => count(databasePath, "SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = ?", email))
          .toBe(1);
      });
    });
  }
}

type Answer = { status: number; hsts: string | undefined };

/** A contact post through nginx from a loopback address of our choosing (another client). */
async function postFrom(target: Site, from: string, n: string, headers: Record<string, string> = {}): Promise<Answer> {
  const body = new URLSearchParams({ served_at: await servedAt(target.server.url), ...validContact(n) }).toString();
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      {
        host: "127.0.0.1",
        port: target.port,
        localAddress: from,
        servername: "localhost",
        rejectUnauthorized: false,
        method: "POST",
        path: "/contact",
        headers: {
          Host: `localhost:${target.port}`,
          Origin: target.origin,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": String(Buffer.byteLength(body)),
          ...headers,
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0, hsts: res.headers["strict-transport-security"] }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("trusted, the rate limit counts each real client, whatever X-Forwarded-For it sends; the server knows it is https", async () => {
  const limited = site("limit, TRUST_PROXY=1");
  const first: Answer[] = [];
  for (let i = 0; i < 3; i += 1) {
    first.push(await postFrom(limited, "127.0.0.2", `a${i}`, { "X-Forwarded-For": `203.0.113.${i}` }));
  }
  expect(first.map((answer) => answer.status)).toEqual([200, 200, 429]);
  expect((await postFrom(limited, "127.0.0.3", "b0")).status).toBe(200);
  expect(first[0]?.hsts).toMatch(/^max-age=/);
});

test("not trusted, every client counts as the proxy, and the log says which setting fixes it", async () => {
  const shared = site("limit, TRUST_PROXY unset");
  expect((await postFrom(shared, "127.0.0.2", "a0")).status).toBe(200);
  const second = await postFrom(shared, "127.0.0.2", "a1");
  expect(second.status).toBe(200);
  // The server cannot know the browser used https: no HSTS.
  expect(second.hsts).toBeUndefined();
  expect((await postFrom(shared, "127.0.0.3", "b0")).status).toBe(429);
  await expect.poll(() => shared.server.log()).toMatch(/POST \/contact 429 .* refused: .*set TRUST_PROXY/);
});
