import { type IncomingHttpHeaders, type RequestListener, type Server, createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { createApp } from "../../server/app.ts";
import { parseServerConfig } from "../../server/config.ts";
import { closeLeads, initLeads } from "../../server/leads/registry.ts";
import { loadStaticFiles } from "../../server/static-files.ts";
import { freshDatabasePath } from "./support/leads";
import { buildDir } from "./support/site";
import { expect, test } from "./support/test";

// The build's files are answered ahead of Express (server/fast-path.ts). Every answer must be the
// one the app gives: status, every header but Date, and the bytes. Both listeners come from one
// createApp, in this process, with one fixed clock, so a page with a form has one signed copy.

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };
// Headers as an object, or as raw pairs (name, value, ...) to send one twice.
type Ask = { method?: string; path: string; headers?: Record<string, string> | string[] };

function listen(listener: RequestListener) {
  return new Promise<Server>((resolve) => {
    const server = createServer(listener);
    server.listen(0, "127.0.0.1", () => resolve(server));
  });
}

function ask(server: Server, { method = "GET", path, headers = {} }: Ask): Promise<Answer> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const { date: _date, ...rest } = res.headers;
        resolve({ status: res.statusCode ?? 0, headers: rest, body: Buffer.concat(chunks).toString("base64") });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

test("every file of the build gets the same answer from the fast path as from the app", async () => {
  test.setTimeout(240_000);
  const config = parseServerConfig({
    NODE_ENV: "production",
    ALLOW_PLACEHOLDERS: "true",
    DATABASE_PATH: freshDatabasePath(),
    // From loopback, X-Forwarded-Proto and X-Forwarded-Host are believed: HSTS and the forwarded Host.
    TRUST_PROXY: "loopback",
    LOG_REQUESTS: "false",
  });
  const leads = initLeads(config, { log: () => {} });
  await leads.store.ready();
  const fixed = Date.now();
  const { app, listener } = await createApp({ buildDir, config, rateLimit: leads.rateLimit, leads, now: () => fixed });
  // Counts the requests the fast path leaves to the app (Express's app calls its own handle).
  let leftToApp = 0;
  const express = app as typeof app & { handle: (...args: unknown[]) => unknown };
  const handle = express.handle.bind(express);
  const viaApp = await listen((req, res) => handle(req, res));
  express.handle = (...args) => {
    leftToApp += 1;
    return handle(...args);
  };
  const viaFastPath = await listen(listener);
  try {
    const { files } = await loadStaticFiles(join(buildDir, "client"), { mapsEnabled: false });
    const paths = [...files.keys()];
    // Pages, assets and the other files (robots.txt, the feed, the sitemap) all take this path.
    expect(paths.filter((path) => files.get(path)?.csp !== undefined).length).toBeGreaterThan(10);
    expect(paths.some((path) => path.startsWith("/assets/"))).toBe(true);

    const fileAsks: Ask[] = [];
    for (const path of paths) {
      const target = encodeURI(path);
      fileAsks.push(
        { path: target, headers: { "accept-encoding": "br, gzip, deflate" } },
        { path: target, headers: { "accept-encoding": "gzip;q=1, br;q=0.5" } },
        { path: target },
        { method: "HEAD", path: target, headers: { "accept-encoding": "gzip" } },
        { path: `${target}?utm_source=newsletter&utm_medium=email`, headers: { "accept-encoding": "br" } },
        { path: target, headers: { "x-forwarded-proto": "https", "x-forwarded-host": "www.example.org" } },
      );
    }
    // What the guards and redirects answer in front of a file: the app's answers, from both.
    const [page = "/"] = paths.filter((path) => path !== "/" && files.get(path)?.csp !== undefined);
    const guardAsks: Ask[] = [
      { path: `${page}/` },
      { path: `${page}/index.html?x=1` },
      { path: "/index.html" },
      { path: page, headers: { host: "bad host" } },
      { path: page, headers: ["Host", "127.0.0.1", "Host", "127.0.0.2"] },
      { path: page, headers: { "x-forwarded-host": "a b" } },
      { path: page, headers: { "x-forwarded-proto": "https, http" } },
      { path: page, headers: { "content-length": "100000" } },
      { path: `${page}%` },
      { path: `${page}.data` },
      { method: "POST", path: page, headers: { "content-length": "0" } },
      { method: "DELETE", path: page },
      { path: "/no-such-file.txt" },
    ];

    const differences: string[] = [];
    let renderedPerRequest = 0;
    const compare = async (item: Ask) => {
      const [expected, actual] = await Promise.all([ask(viaApp, item), ask(viaFastPath, item)]);
      const label = `${item.method ?? "GET"} ${item.path} ${JSON.stringify(item.headers ?? {})}`;
      // A page React Router renders per request (a route that reads its query, the not-found page)
      // carries the second it was rendered: the same status and the same headers, by name.
      if (String(expected.headers.etag ?? "").startsWith("W/")) {
        if (actual.status !== expected.status || headerNames(actual) !== headerNames(expected)) {
          differences.push(
            `${label}: ${actual.status} ${headerNames(actual)}, the app's ${expected.status} ${headerNames(expected)}`,
          );
        }
        renderedPerRequest += 1;
        return;
      }
      if (JSON.stringify(actual) !== JSON.stringify(expected)) {
        differences.push(`${label}: ${describe(expected, actual)}`);
      }
      // A conditional request with the ETag just received: 304 from both.
      if (
        item.method === undefined &&
        !Array.isArray(item.headers) &&
        expected.status === 200 &&
        expected.headers.etag
      ) {
        const again = { ...item, headers: { ...item.headers, "if-none-match": String(expected.headers.etag) } };
        const [expected304, actual304] = await Promise.all([ask(viaApp, again), ask(viaFastPath, again)]);
        expect(expected304.status).toBe(304);
        if (JSON.stringify(actual304) !== JSON.stringify(expected304)) {
          differences.push(`${label} If-None-Match: ${describe(expected304, actual304)}`);
        }
      }
    };
    for (const item of fileAsks) await compare(item);
    // The fast path answered every one of them itself but the pages rendered per request.
    expect(leftToApp).toBe(renderedPerRequest);
    for (const item of guardAsks) await compare(item);
    expect(differences).toEqual([]);
  } finally {
    await Promise.all([viaApp, viaFastPath].map((server) => new Promise((done) => server.close(done))));
    await closeLeads(leads);
  }
});

function headerNames(answer: Answer) {
  return Object.keys(answer.headers).sort().join(",");
}

/** The first thing that differs, to read in the failure. */
function describe(expected: Answer, actual: Answer) {
  if (expected.status !== actual.status) return `status ${actual.status}, the app's ${expected.status}`;
  const names = new Set([...Object.keys(expected.headers), ...Object.keys(actual.headers)]);
  for (const name of names) {
    const [a, b] = [JSON.stringify(actual.headers[name]), JSON.stringify(expected.headers[name])];
    if (a !== b) return `${name}: ${a}, the app's ${b}`;
  }
  return "the body differs";
}
