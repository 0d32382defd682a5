import { type Server, request } from "node:http";
import express from "express";
import { afterAll, beforeAll, expect, test } from "vitest";
import { originVerdict, requestOrigin } from "./origin.ts";

const SITE_ORIGIN = "https://www.mamut.io";

type Kind = "untrusted" | "trusted";

/** Two apps on free ports, without and with one trusted proxy, answering their verdict as JSON. */
const servers: Server[] = [];
const ports: Record<Kind, number> = { untrusted: 0, trusted: 0 };
const proxies: Array<[Kind, number]> = [
  ["untrusted", 0],
  ["trusted", 1],
];

beforeAll(async () => {
  for (const [kind, trust] of proxies) {
    const app = express().set("trust proxy", trust);
    app.post("/contact", (req, res) => {
      res.json({ verdict: originVerdict(req, SITE_ORIGIN), url: requestOrigin(req, SITE_ORIGIN) });
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    servers.push(server);
    const address = server.address();
    ports[kind] = typeof address === "object" && address ? address.port : 0;
  }
});

afterAll(() => {
  for (const server of servers) server.close();
});

/** A post with these headers (a Host of our choosing: fetch would not send one), and the verdict. */
function judge(
  kind: Kind,
  headers: Record<string, string>,
): Promise<{ verdict: { accepted: boolean; origin?: string; reason?: string }; url: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port: ports[kind], method: "POST", path: "/contact", headers }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve(JSON.parse(body)));
    });
    req.on("error", reject);
    req.end();
  });
}

test("behind a proxy that is not trusted, SITE_URL's origin is accepted whatever Host the proxy sends", async () => {
  for (const host of ["www.mamut.io", "app:3000", "10.0.0.5:3000"]) {
    const { verdict, url } = await judge("untrusted", { Host: host, Origin: SITE_ORIGIN });
    expect(verdict, host).toEqual({ accepted: true, origin: SITE_ORIGIN });
    // React Router compares its request's origin with the post's: they are the same.
    expect(url, host).toBe(SITE_ORIGIN);
  }
});

test("without a trusted proxy the request's own host is accepted with either scheme, since the browser's is unknown", async () => {
  for (const origin of ["https://staging.mamut.io:8443", "http://staging.mamut.io:8443"]) {
    const { verdict, url } = await judge("untrusted", { Host: "staging.mamut.io:8443", Origin: origin });
    expect(verdict, origin).toEqual({ accepted: true, origin });
    expect(url, origin).toBe(origin);
  }
});

test("another site's origin is refused, naming both origins it was compared with", async () => {
  for (const origin of [
    "https://evil.example",
    "https://www.mamut.io.evil.example",
    "null",
    "https://www.mamut.io:444",
  ]) {
    const { verdict, url } = await judge("untrusted", { Host: "www.mamut.io", Origin: origin });
    expect(verdict.accepted, origin).toBe(false);
    expect(verdict.reason, origin).toContain(`SITE_URL's (${SITE_ORIGIN})`);
    expect(verdict.reason, origin).toContain("the request's own (http://www.mamut.io)");
    // A refused post never gets the other site's origin as its URL.
    expect(url, origin).toBe("http://www.mamut.io");
  }
});

test("forwarded headers of a client that is not a trusted proxy are not believed", async () => {
  const { verdict } = await judge("untrusted", {
    Host: "www.mamut.io",
    Origin: "https://evil.example",
    "X-Forwarded-Host": "evil.example",
    "X-Forwarded-Proto": "https",
  });
  expect(verdict.accepted).toBe(false);
});

test("through a trusted proxy the forwarded scheme and host are the request's own, and only they", async () => {
  const forwarded = { Host: "app:3000", "X-Forwarded-Host": "www.mamut.test", "X-Forwarded-Proto": "https" };
  const accepted = await judge("trusted", { ...forwarded, Origin: "https://www.mamut.test" });
  expect(accepted).toEqual({
    verdict: { accepted: true, origin: "https://www.mamut.test" },
    url: "https://www.mamut.test",
  });
  // The scheme is known here: an http page posting to the https site is another origin.
  expect((await judge("trusted", { ...forwarded, Origin: "http://www.mamut.test" })).verdict.accepted).toBe(false);
  expect((await judge("trusted", { ...forwarded, Origin: SITE_ORIGIN })).verdict.accepted).toBe(true);
});

test("without an Origin, Sec-Fetch-Site decides; without either the post is judged by the form's other checks", async () => {
  expect((await judge("untrusted", { Host: "www.mamut.io" })).verdict.accepted).toBe(true);
  expect((await judge("untrusted", { Host: "www.mamut.io", "Sec-Fetch-Site": "same-origin" })).verdict.accepted).toBe(
    true,
  );
  const cross = await judge("untrusted", { Host: "www.mamut.io", "Sec-Fetch-Site": "cross-site" });
  expect(cross.verdict).toEqual({
    accepted: false,
    reason: "the browser says it was sent from another site (Sec-Fetch-Site: cross-site)",
  });
});
