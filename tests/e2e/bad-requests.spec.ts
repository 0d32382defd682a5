import { expect, test } from "./support/test";
import { SECURITY_HEADERS } from "../../server/security.ts";
import {
  count,
  freshDatabasePath,
  rawExchange,
  rawRequest,
  startServer,
  testPort,
  type RunningServer,
} from "./support/leads";

// What a scanner or a broken client sends: each is a 4xx with a short body and at most one log
// line (the request's), never a 500 or a stack trace. Written to the socket as they are: fetch
// cannot send two Host headers, CONNECT or a bad target.

test.describe.configure({ mode: "serial" });

let server: RunningServer;
let databasePath: string;

test.beforeAll(async () => {
  databasePath = freshDatabasePath();
  // Behind one trusted proxy, so X-Forwarded-Host is read (and checked) too.
  server = await startServer(testPort(90), {
    DATABASE_PATH: databasePath,
    LOG_REQUESTS: "true",
    TRUST_PROXY: "1",
  });
});

test.afterAll(async () => {
  await server.stop();
});

type Case = {
  name: string;
  method?: string;
  target?: string;
  headers?: string[];
  body?: string;
  status: number;
  allow?: string;
  /** The body's Content-Type, when it is not a plain urlencoded form. */
  contentType?: string;
  /** Refused posts to a page get the site's page (in its layout), not a short one, saying this. */
  page?: string;
  /** Answered with the site's not-found page. */
  notFound?: boolean;
};

const form = "name=x&email=x%40example.org";
// A contact form as a browser sends it but for what each case changes.
const contact = "name=Jane+Doe&email=jane%40example.org&company=Acme&message=We+would+like+more+meetings.&consent=on";
const cases: Case[] = [
  { name: "a port past 65535 on a 404 page", target: "/missing", headers: ["Host: x:99999"], status: 400 },
  {
    name: "an IPv4 host with port 65536, data request",
    target: "/blog.data",
    headers: ["Host: 1.2.3.4:65536"],
    status: 400,
  },
  {
    name: "an IPv6 host with port 99999, form post",
    method: "POST",
    target: "/contact",
    headers: ["Host: [::1]:99999"],
    body: form,
    status: 400,
  },
  { name: "an out-of-range IPv4 host on a 404 page", target: "/missing", headers: ["Host: 256.0.0.1"], status: 400 },
  { name: "an out-of-range IPv4 host, data request", target: "/blog.data", headers: ["Host: 256.0.0.1"], status: 400 },
  {
    name: "an out-of-range IPv4 host, form post",
    method: "POST",
    target: "/contact",
    headers: ["Host: 256.0.0.1"],
    body: form,
    status: 400,
  },
  {
    name: "an out-of-range IPv4 forwarded host",
    target: "/missing",
    headers: ["Host: localhost", "X-Forwarded-Host: 256.0.0.1"],
    status: 400,
  },
  {
    name: "a forwarded host with port 99999",
    target: "/missing",
    headers: ["Host: localhost", "X-Forwarded-Host: x:99999"],
    status: 400,
  },
  { name: "a malformed Host", target: "/blog", headers: ["Host: a b"], status: 400 },
  { name: "two Host headers", target: "/blog", headers: ["Host: localhost", "Host: evil.example"], status: 400 },
  { name: "a target that is not a path", target: "*", status: 400 },
  { name: "a path that does not decode", target: "/%E0%A4%A", status: 400 },
  {
    name: "CONNECT",
    method: "CONNECT",
    target: "example.com:443",
    headers: ["Host: example.com:443"],
    status: 405,
    allow: "GET, HEAD, POST",
  },
  ...["PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"].map((method) => ({
    name: method,
    method,
    target: "/contact",
    status: 405,
    allow: "GET, HEAD, POST",
  })),
  { name: "a method nobody knows", method: "BREW", target: "/", status: 400 },
  {
    name: "a post to React Router's data address for a page with a form",
    method: "POST",
    target: "/contact.data",
    body: form,
    status: 404,
    notFound: true,
  },
  { name: "a post to a file", method: "POST", target: "/robots.txt", body: form, status: 405, allow: "GET, HEAD" },
  { name: "a post to an image", method: "POST", target: "/favicon.svg", body: form, status: 405, allow: "GET, HEAD" },
  {
    name: "a post to a page without a form",
    method: "POST",
    target: "/blog",
    body: form,
    status: 405,
    allow: "GET, HEAD",
    page: "This page takes no form",
  },
  // What Node's HTTP parser answers by itself.
  {
    name: "headers larger than the server reads",
    headers: ["Host: localhost", `X-Big: ${"x".repeat(20_000)}`],
    status: 431,
  },
  {
    name: "a Content-Length and a chunked body at once",
    method: "POST",
    target: "/contact",
    headers: ["Host: localhost", "Transfer-Encoding: chunked"],
    body: form,
    status: 400,
  },
  { name: "an Expect other than 100-continue", headers: ["Host: localhost", "Expect: teapot"], status: 417 },
  // Form bodies no form of the site sends: answered on the form's page, nothing stored.
  {
    name: "a form field sent twice",
    method: "POST",
    target: "/contact",
    body: `${contact}&name=Someone+Else`,
    status: 400,
    page: "We received this field twice",
  },
  {
    name: "a line separator in the name",
    method: "POST",
    target: "/contact",
    body: contact.replace("Jane+Doe", "Jane%E2%80%A8Doe"),
    status: 400,
    page: "Write your name on one line",
  },
  {
    name: "a Latin-1 letter in the name",
    method: "POST",
    target: "/contact",
    body: contact.replace("Jane+Doe", "Jos%E9"),
    status: 400,
    page: "Some characters in the form could not be read",
  },
  {
    name: "a form declared in another charset",
    method: "POST",
    target: "/contact",
    body: contact.replace("Jane+Doe", "Jos%E9"),
    contentType: "application/x-www-form-urlencoded; charset=iso-8859-1",
    status: 415,
    page: "a character encoding we do not read",
  },
];

test("every bad request is a 4xx with the security headers, a short answer and at most one log line, never a 500 or a stack", async () => {
  // The start-up lines (a settings warning) can come after the server answers, on a loaded host:
  // they are not the first request's.
  let logged = (await logMarked(0)).end;
  for (const [index, item] of cases.entries()) {
    const {
      method = "GET",
      target = "/",
      headers = ["Host: localhost"],
      body = "",
      contentType = "application/x-www-form-urlencoded",
    } = item;
    const lines = [
      `${method} ${target} HTTP/1.1`,
      ...headers,
      "Connection: close",
      `Origin: http://localhost`,
      ...(body ? [`Content-Type: ${contentType}`, `Content-Length: ${body.length}`] : []),
    ];
    const answer = await rawExchange(server.port, `${lines.join("\r\n")}\r\n\r\n${body}`);
    expect(answer.status, item.name).toBe(item.status);
    if (item.allow) expect(answer.headers["allow"], item.name).toBe(item.allow);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(answer.headers[name.toLowerCase()], `${item.name}: ${name}`).toBe(value);
    }
    expect(answer.headers["content-security-policy"], item.name).toMatch(/default-src/);
    if (item.page) {
      expect(answer.body, item.name).toContain(item.page);
      expect(answer.body, item.name).toContain('id="main-content"');
    } else if (item.notFound) {
      expect(answer.body, item.name).toContain("Page Not Found");
    } else {
      expect(answer.body.length, item.name).toBeLessThan(2000);
    }
    // A failed form post's title starts with "Error: " (issue 36); anywhere else it would be a stack's.
    expect(answer.body.replace(/<title>Error: [^<]*<\/title>/, ""), item.name).not.toMatch(
      /did not provide an `?action|\n\s+at |Error:/,
    );
    // The request's line comes when the answer is finished, through the server's stdout: a request
    // made after it is logged after it, so its line closes what this request wrote.
    const marked = await logMarked(index + 1);
    const written = server.log().slice(logged, marked.start).trim();
    logged = marked.end;
    expect(written.split("\n").filter(Boolean).length, `${item.name}: ${written}`).toBeLessThanOrEqual(1);
    expect(written, item.name).not.toMatch(/\n\s+at |TypeError|ERR_INVALID_URL/);
  }
  // Still serving, and nothing of those forms stored.
  expect((await fetch(`${server.url}/`)).status).toBe(200);
  expect(count(databasePath, "SELECT count(*) AS n FROM contact_submissions")).toBe(0);
  expect(count(databasePath, "SELECT count(*) AS n FROM quarantine")).toBe(0);
});

test("every other kind of answer carries the security headers too", async () => {
  const paths = ["/", "/blog/", "/robots.txt", "/sitemap.xml", "/maps-config.json", "/healthz", "/no-such-page"];
  for (const path of paths) {
    for (const method of ["GET", "HEAD"]) {
      const answer = await rawRequest(server.url, { method, path });
      expect(answer.status, `${method} ${path}`).toBeLessThan(500);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(answer.headers[name.toLowerCase()], `${method} ${path}: ${name}`).toBe(value);
      }
    }
  }
});

/**
 * Makes a request whose log line marks a place in the log, and waits for that line: every line of
 * the requests answered before it is then in the log. Returns where the marker's line starts and
 * where the line after it does.
 */
async function logMarked(n: number): Promise<{ start: number; end: number }> {
  const marker = `GET /robots.txt?utm_marker=${n} 200 `;
  await fetch(`${server.url}/robots.txt?utm_marker=${n}`);
  await expect.poll(() => server.log()).toMatch(new RegExp(`${escapeRegExp(marker)}.*\n`));
  const start = server.log().indexOf(marker);
  return { start, end: server.log().indexOf("\n", start) + 1 };
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
