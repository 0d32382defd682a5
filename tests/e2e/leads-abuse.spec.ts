import { request as httpRequest } from "node:http";
import { parseServerConfig } from "../../server/config.ts";
import { signServedAt } from "../../server/leads/form-time.ts";
import { expect, test } from "./support/test";
import {
  count,
  exportCsv,
  freshDatabasePath,
  postForm,
  rawRequest,
  runServerToExit,
  servedAt,
  servedTimeIn,
  startServer,
  testPort,
  validContact,
  type RunningServer,
} from "./support/leads";

// What an attacker tries against the form endpoints and the server, each on its own server.
test.describe.configure({ mode: "serial" });

let server: RunningServer;
let databasePath: string;
// Set here, so the test can sign a time as the server would have minutes ago.
const secret = "abuse-test-secret-0123456789abcdef";

test.beforeAll(async () => {
  databasePath = freshDatabasePath();
  server = await startServer(testPort(10), {
    DATABASE_PATH: databasePath,
    // The most the setting takes: a script that fetches a page and posts at once stays "too fast"
    // on a machine loaded enough to take seconds between the two (issue 37).
    FORM_MIN_FILL_MS: "60000",
    FORM_TIME_SECRET: secret,
  });
});

test.afterAll(async () => {
  await server.stop();
});

test("posts that look automated are kept in quarantine with the reason, sent nowhere, and in the export", async () => {
  // A time the server signed five minutes ago: a person's page.
  const patient = signServedAt(secret, Date.now() - 300_000);
  const honeypot = await postForm(server.url, "/contact", {
    ...validContact("bot1"),
    website: "http://spam.example",
    served_at: patient,
  });
  // A script that fetches the page and posts at once, with the time the page carries, and claims
  // in the header the server stamps that its post arrived a minute later.
  const tooFast = await postForm(
    server.url,
    "/contact",
    { ...validContact("bot2"), served_at: await servedAt(server.url) },
    { "X-Mamut-Received-At": String(Date.now() + 60_000) },
  );
  // A script that says it took its time, without the page's signed time.
  const script = await fetch(`${server.url}/newsletter`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: "email=scripted%40example.org&fill_ms=999999999",
  });
  // A script that signs its own time, a minute back.
  const forged = await postForm(server.url, "/contact", {
    ...validContact("bot3"),
    served_at: signServedAt("a-secret-the-script-made-up-0123456", Date.now() - 60_000),
  });
  const person = await postForm(server.url, "/contact", { ...validContact("person"), served_at: patient });
  const statuses = [honeypot, tooFast, script, forged, person].map((response) => response.status);
  expect(statuses).toEqual([200, 200, 200, 200, 200]);
  expect(await honeypot.text()).toContain("Thank you");
  expect(count(databasePath, "SELECT count(*) AS n FROM contact_submissions")).toBe(1);
  expect(count(databasePath, "SELECT count(*) AS n FROM outbox")).toBe(0);
  const csv = exportCsv([], databasePath);
  expect(csv).toMatch(/contact,,[^,]+,quarantined,the hidden honeypot field was filled,Visitor bot1,/);
  expect(csv).toMatch(
    /contact,,[^,]+,quarantined,sent \d+ ms after the page was served \(a person needs 60000 ms\),Visitor bot2/,
  );
  expect(csv).toMatch(
    /newsletter,,[^,]+,quarantined,sent without the time the server signed into the page's form,,scripted@example\.org/,
  );
  expect(csv).toMatch(/contact,,[^,]+,quarantined,the page's signed time was not signed by this site,Visitor bot3,/);
  expect(csv).toMatch(/contact,contact_[0-9a-f-]{36},[^,]+,received,,Visitor person,/);
});

test("only GET, HEAD and POST are answered; other methods get 405 with Allow before any body is read", async () => {
  // A PUT that announces 300 MB and sends 1 KB: answered at once, the body never read.
  const put = await new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: server.port,
        method: "PUT",
        path: "/contact",
        agent: false,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(300 * 1024 * 1024) },
      },
      (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, allow: res.headers["allow"] });
        req.destroy();
      },
    );
    req.on("error", reject);
    req.write("message=" + "x".repeat(1024));
  });
  expect(put).toEqual({ status: 405, allow: "GET, HEAD, POST" });
  for (const method of ["PATCH", "DELETE", "OPTIONS", "TRACE"]) {
    const response = await rawRequest(server.url, { method, path: "/contact", body: "name=x" });
    expect(response.status, method).toBe(405);
    expect(response.headers["allow"], method).toBe("GET, HEAD, POST");
    expect(response.headers["x-content-type-options"], method).toBe("nosniff");
    expect(response.headers["content-security-policy"], method).toContain("default-src 'none'");
    if (method !== "OPTIONS") expect(response.body, method).toContain("Method not allowed");
  }
  // A page without a form says so in the site's layout; the body is not read.
  const post = await rawRequest(server.url, { method: "POST", path: "/blog", headers: { Origin: server.url } });
  expect(post.status).toBe(405);
  expect(post.headers["allow"]).toBe("GET, HEAD");
  expect(post.body).toContain("This page takes no form");
  expect(post.body).toContain('id="main-content"');
  expect(post.body).not.toContain("Something went wrong");
  expect(count(databasePath, "SELECT count(*) AS n FROM contact_submissions WHERE name = 'x'")).toBe(0);
});

test("no path redirects to another site, and raw build paths redirect to the canonical URL", async () => {
  for (const path of ["//evil.example/", "/\\evil.example/", "//evil.example/blog/"]) {
    const response = await rawRequest(server.url, { path });
    expect(response.status, path).toBe(404);
    expect(response.headers["location"], path).toBeUndefined();
  }
  const raw = await rawRequest(server.url, { path: "/contact/index.html?ref=x" });
  expect([raw.status, raw.headers["location"]]).toEqual([301, "/contact?ref=x"]);
  const root = await rawRequest(server.url, { path: "/index.html" });
  expect([root.status, root.headers["location"]]).toEqual([301, "/"]);
});

test("a malformed Host answers 400 and TRACE 405, on the plain page with the security headers", async () => {
  const badHost = await rawRequest(server.url, { path: "/blog", headers: { Host: "a b" } });
  expect(badHost.status).toBe(400);
  expect(badHost.body).toContain("We could not read that request");
  expect(badHost.headers["x-frame-options"]).toBe("DENY");
  const trace = await rawRequest(server.url, { method: "TRACE", path: "/" });
  expect(trace.status).toBe(405);
  expect(server.log()).not.toMatch(/TypeError|at .*\.js:\d+/);
});

test("each form has its own budget, and posts with errors to correct do not use it up", async () => {
  const limited = await startServer(testPort(11), { DATABASE_PATH: freshDatabasePath(), RATE_LIMIT_MAX: "3" });
  try {
    for (let i = 0; i < 6; i += 1) {
      expect((await postForm(limited.url, "/contact", { ...validContact(`typo${i}`), email: "typo@" })).status).toBe(
        400,
      );
    }
    const statuses = [];
    for (let i = 0; i < 4; i += 1)
      statuses.push((await postForm(limited.url, "/contact", validContact(`r${i}`))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const newsletter = [];
    for (let i = 0; i < 3; i += 1)
      newsletter.push((await postForm(limited.url, "/newsletter", { email: `n${i}@example.org` })).status);
    expect(newsletter).toEqual([200, 200, 200]);
    // Answered by the contact page with what was typed, not stored.
    const refused = await postForm(limited.url, "/contact", validContact("r9"));
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    const page = await refused.text();
    expect(page).toContain("You have sent this form several times in a short time");
    expect(page).toContain('value="Visitor r9"');
    expect(limited.log()).toMatch(/POST \/contact refused \(429\): over RATE_LIMIT_MAX posts from 127\.0\.0\.1/);
    expect(
      (await postForm(limited.url, "/contact", validContact("x"), { Origin: "https://evil.example" })).status,
    ).toBe(403);
  } finally {
    await limited.stop();
  }
});

test("behind one trusted proxy, a spoofed X-Forwarded-For does not escape the limit and X-Forwarded-Host is honoured", async () => {
  const proxied = await startServer(testPort(12), {
    DATABASE_PATH: freshDatabasePath(),
    RATE_LIMIT_MAX: "3",
    TRUST_PROXY: "1",
  });
  try {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await postForm(
        proxied.url,
        "/newsletter",
        { email: `s${i}@example.org` },
        {
          "X-Forwarded-For": `203.0.113.${i}, 198.51.100.7`,
        },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);

    // The proxy serves https://www.mamut.example and passes the site's host in X-Forwarded-Host.
    const forwarded = await postForm(proxied.url, "/contact", validContact("proxied"), {
      Origin: "https://www.mamut.example",
      "X-Forwarded-Host": "www.mamut.example",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-For": "198.51.100.8",
    });
    expect(forwarded.status).toBe(200);
  } finally {
    await proxied.stop();
  }
});

test("one signed time serves a few posts of a form from an address and in all; a replay is quarantined, after a restart too", async () => {
  // The configuration's limits (the other servers of the suite raise them).
  const { FORM_TIME_MAX_POSTS: inAll, FORM_TIME_MAX_POSTS_PER_CLIENT: perClient } = parseServerConfig({});
  const databasePath = freshDatabasePath();
  const env = {
    DATABASE_PATH: databasePath,
    FORM_TIME_MAX_POSTS: String(inAll),
    FORM_TIME_MAX_POSTS_PER_CLIENT: String(perClient),
  };
  let replayed = await startServer(testPort(15), env);
  try {
    const harvested = servedTimeIn(await (await fetch(`${replayed.url}/newsletter`)).text());
    const send = async (from: string, fields: Record<string, string>, path = "/contact", time = harvested) => {
      const answer = await rawRequest(replayed.url, {
        method: "POST",
        path,
        localAddress: from,
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: replayed.url },
        body: new URLSearchParams({ ...fields, served_at: time }).toString(),
      });
      // A quarantined post is thanked like a person's: nothing tells a script it was caught.
      expect(answer.status).toBe(200);
      expect(answer.body).toContain(path === "/contact" ? "Thank you" : "Check your inbox");
    };
    const stored = () => count(databasePath, "SELECT count(*) AS n FROM contact_submissions");
    const spent = (limit: string) =>
      count(databasePath, "SELECT count(*) AS n FROM quarantine WHERE reason LIKE ?", `%(it serves %: ${limit})`);

    // A person sending the form again from the same page: served up to the address's limit.
    for (let i = 0; i <= perClient; i += 1) await send("127.0.0.2", validContact(`again${i}`));
    expect([stored(), spent("FORM_TIME_MAX_POSTS_PER_CLIENT")]).toEqual([perClient, 1]);
    // Visitors who received the same copy of the page, once each, until the time has served its
    // posts in all (the post refused for its address counts among them).
    for (let i = 1; i <= inAll; i += 1) await send(`127.0.1.${i}`, validContact(`copy${i}`));
    expect(stored()).toBe(inAll - 1);
    expect(spent("FORM_TIME_MAX_POSTS")).toBe(perClient + 1);
    // The same page's other form has its own posts.
    await send("127.0.1.1", { email: "footer@example.org" }, "/newsletter");
    expect(count(databasePath, "SELECT count(*) AS n FROM quarantine WHERE form = 'newsletter'")).toBe(0);

    // Every server on the database, a restarted one too, knows the time's posts.
    await replayed.stop();
    replayed = await startServer(testPort(15), env);
    await send("127.0.2.1", validContact("after-restart"));
    expect([stored(), spent("FORM_TIME_MAX_POSTS")]).toEqual([inAll - 1, perClient + 2]);
    const fresh = servedTimeIn(await (await fetch(`${replayed.url}/newsletter`)).text());
    await send("127.0.0.2", validContact("fresh-page"), "/contact", fresh);
    expect(stored()).toBe(inAll);
  } finally {
    await replayed.stop();
  }
});

test("a hop count on a server others can reach stops start-up; a proxy named by its address is believed from there only", async () => {
  const run = await runServerToExit(testPort(17), {
    DATABASE_PATH: freshDatabasePath(),
    HOST: "0.0.0.0",
    TRUST_PROXY: "1",
  });
  expect(run.code).toBe(1);
  expect(run.output).toContain('TRUST_PROXY="1": a count believes the X-Forwarded-For of anyone');
  expect(run.output).toContain('HOST="0.0.0.0"');
  expect(run.output).not.toMatch(/\n\s+at /);

  const named = await startServer(testPort(16), {
    DATABASE_PATH: freshDatabasePath(),
    RATE_LIMIT_MAX: "3",
    TRUST_PROXY: "127.0.0.1",
  });
  try {
    const post = async (from: string, i: number) =>
      (
        await rawRequest(named.url, {
          method: "POST",
          path: "/newsletter",
          localAddress: from,
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            Origin: named.url,
            "X-Forwarded-For": `203.0.113.${i}`,
          },
          body: new URLSearchParams({
            email: `n${from}.${i}@example.org`,
            served_at: await servedAt(named.url),
          }).toString(),
        })
      ).status;
    // A client around the proxy is counted by its own address, whatever it claims.
    const direct = [];
    for (let i = 0; i < 5; i += 1) direct.push(await post("127.0.0.3", i));
    expect(direct).toEqual([200, 200, 200, 429, 429]);
    // Through the proxy, each visitor it names is counted.
    const proxied = [];
    for (let i = 0; i < 5; i += 1) proxied.push(await post("127.0.0.1", i));
    expect(proxied).toEqual([200, 200, 200, 200, 200]);
  } finally {
    await named.stop();
  }
});

test("TRUST_PROXY=true or a value that is not a hop count or an address stops start-up with a message naming it", async () => {
  for (const value of ["true", "yes"]) {
    const run = await runServerToExit(testPort(13), { DATABASE_PATH: freshDatabasePath(), TRUST_PROXY: value });
    expect(run.code, value).toBe(1);
    expect(run.output, value).toContain(`TRUST_PROXY="${value}"`);
    expect(run.output, value).not.toMatch(/\n\s+at /);
  }
});

test("link tokens are not written to the request log", async () => {
  const logged = await startServer(testPort(14), { DATABASE_PATH: freshDatabasePath(), LOG_REQUESTS: "true" });
  try {
    const token = "Secret_token-0123456789abcdefghijklmnopq";
    await fetch(`${logged.url}/newsletter/confirm?token=${token}`);
    await fetch(`${logged.url}/newsletter/unsubscribe?utm=x&token=${token}`);
    await expect.poll(() => logged.log()).toContain("GET /newsletter/unsubscribe?utm=[redacted]&token=[redacted] 400");
    expect(logged.log()).toContain("GET /newsletter/confirm?token=[redacted] 400");
    expect(logged.log()).not.toContain(token);
  } finally {
    await logged.stop();
  }
});
