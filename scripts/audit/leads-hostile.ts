// The lead benchmark's hostile scenarios (`npm run bench:leads -- --hostile` runs only these),
// the defects of issue 37's reliability run: one harvested signed time replayed, a spoofed
// X-Forwarded-For on a server that anyone can reach, slow headers, Node's own answers, and bodies
// a form cannot have sent. Clients come from other loopback addresses (127.0.x.y: Linux routes
// the whole 127/8 to loopback), and the connection cap from the machine's own non-loopback
// address when it has one.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { count, lead, pageTime, postFrom, tally } from "./leads-load.ts";
import { buildDir, freePort, startServer } from "./server.ts";

type RecordRow = (scenario: string, figure: string) => void;

const SECURITY_HEADERS = [
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
  "x-frame-options",
  "cross-origin-opener-policy",
];

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const stored = (databasePath: string) => count(databasePath, "SELECT count(*) AS n FROM contact_submissions");
const quarantined = (databasePath: string) => count(databasePath, "SELECT count(*) AS n FROM quarantine");

export async function benchHostile({ record }: { record: RecordRow }) {
  await replay(record);
  await spoofedForwardedFor(record);
  await slowHeaders(record);
  await nodeAnswers(record);
  await badBodies(record);
}

/** One signed time taken from a page, posted by many addresses, and many times by one. */
async function replay(record: RecordRow) {
  const server = await startServer();
  try {
    const harvested = await pageTime(server.origin);
    // A person's fill time has passed (FORM_MIN_FILL_MS, 1.5 s by default).
    await new Promise((done) => setTimeout(done, 1600));
    const many = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postFrom(server.origin, "/contact", form({ ...lead(`replay${i}`), served_at: harvested }), {
          localAddress: `127.0.${1 + (i >> 8)}.${1 + (i & 255)}`,
        }),
      ),
    );
    record(
      "one harvested signed time, posted from 200 addresses (defaults)",
      `${tally(many)}; ${stored(server.databasePath)} stored as people, ${quarantined(server.databasePath)} quarantined`,
    );
    const before = stored(server.databasePath);
    const quarantinedBefore = quarantined(server.databasePath);
    const fresh = await pageTime(server.origin);
    await new Promise((done) => setTimeout(done, 1600));
    const one = [];
    for (let i = 0; i < 10; i += 1) {
      one.push(
        await postFrom(server.origin, "/contact", form({ ...lead(`again${i}`), served_at: fresh }), {
          localAddress: "127.0.9.9",
        }),
      );
    }
    record(
      "another signed time, posted 10 times from one address (the rate limit's 10)",
      `${tally(one)}; ${stored(server.databasePath) - before} stored as people, ` +
        `${quarantined(server.databasePath) - quarantinedBefore} quarantined`,
    );
  } finally {
    await server.stop();
  }
}

/**
 * 30 posts, each claiming another client in X-Forwarded-For, against a limit of 10, from a client
 * that reaches the server directly; and the start of the configuration that made them pass.
 */
async function spoofedForwardedFor(record: RecordRow) {
  const spoof = async (origin: string, localAddress: string) => {
    const time = await pageTime(origin);
    await new Promise((done) => setTimeout(done, 1600));
    return Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        postFrom(origin, "/newsletter", form({ email: `spoof${i}@example.org`, served_at: time }), {
          localAddress,
          headers: { "X-Forwarded-For": `203.0.113.${i}` },
        }),
      ),
    );
  };
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "mamut-hostile-"));
  const started = performance.now();
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      ALLOW_PLACEHOLDERS: "true",
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "0.0.0.0",
      TRUST_PROXY: "1",
      RATE_LIMIT_MAX: "10",
      LOG_REQUESTS: "false",
      DATABASE_PATH: join(dataDir, "site.db"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const listening = await new Promise<boolean>((resolve) => {
    child.once("exit", () => resolve(false));
    const poll = setInterval(() => {
      if (!output.includes("listening on")) return;
      clearInterval(poll);
      resolve(true);
    }, 50);
    child.once("exit", () => clearInterval(poll));
  });
  if (listening) {
    const answers = await spoof(`http://127.0.0.1:${port}`, "127.0.3.1");
    record("HOST=0.0.0.0, TRUST_PROXY=1: 30 posts with spoofed X-Forwarded-For, limit 10", tally(answers));
    child.kill("SIGTERM");
    await new Promise((done) => child.once("exit", done));
  } else {
    const line = output.split("\n").find((text) => text.includes("TRUST_PROXY=")) ?? output;
    record(
      "HOST=0.0.0.0, TRUST_PROXY=1 (a count, the port reachable)",
      `refused at start, exit ${child.exitCode} after ${((performance.now() - started) / 1000).toFixed(1)} s: "${line.trim().slice(0, 120)}..."`,
    );
  }
  rmSync(dataDir, { recursive: true, force: true });
  // The proxy named by its address: believed from there only.
  const named = await startServer({
    env: { HOST: "0.0.0.0", TRUST_PROXY: "127.0.0.1", RATE_LIMIT_MAX: "10" },
  });
  try {
    const direct = await spoof(named.origin, "127.0.3.2");
    const proxied = await spoof(named.origin, "127.0.0.1");
    record(
      "HOST=0.0.0.0, TRUST_PROXY=127.0.0.1 (the proxy's address), 30 spoofed posts, limit 10",
      `from another address: ${tally(direct)}; through the proxy's address, one client each: ${tally(proxied)}`,
    );
  } finally {
    await named.stop();
  }
}

/** The machine's first non-loopback IPv4 address, if it has one. */
function outsideAddress() {
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) if (entry.family === "IPv4" && !entry.internal) return entry.address;
  }
  return undefined;
}

/**
 * 150 connections from one client that send their headers a byte a second: how many the server
 * keeps, and how long it keeps them. From the machine's own non-loopback address (loopback is
 * never capped: a proxy on the machine).
 */
async function slowHeaders(record: RecordRow) {
  const address = outsideAddress();
  if (!address) {
    record("150 slow-header connections from one client", "skipped: this machine has no address but loopback");
    return;
  }
  const server = await startServer({ env: { HOST: "0.0.0.0" } });
  const { port } = new URL(server.origin);
  try {
    const started = performance.now();
    const results = await Promise.all(
      Array.from(
        { length: 150 },
        () =>
          new Promise<{ ms: number; answer: string }>((resolve) => {
            let answer = "";
            const socket = connect(Number(port), address, () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n"));
            const drip = setInterval(() => socket.writable && socket.write("X"), 1000);
            socket.on("data", (chunk) => (answer += String(chunk)));
            socket.on("error", () => {});
            socket.on("close", () => {
              clearInterval(drip);
              resolve({ ms: performance.now() - started, answer: answer.split("\r\n")[0] ?? "" });
            });
            // Past any limit the server could have: stop waiting.
            setTimeout(() => socket.destroy(), 150_000).unref();
          }),
      ),
    );
    const kept = results.filter((result) => result.ms > 1000);
    const seconds = kept.map((result) => result.ms / 1000);
    const statuses = new Set(kept.map((result) => result.answer || "(closed, no answer)"));
    record(
      "150 connections from one client sending headers a byte a second",
      `${150 - kept.length} closed at once; ${kept.length} held ${Math.min(...seconds).toFixed(0)}-${Math.max(...seconds).toFixed(0)} s, ` +
        `then ${[...statuses].join(" / ")}`,
    );
  } finally {
    await server.stop();
  }
}

/** What Node answers by itself: does each carry the security headers? */
async function nodeAnswers(record: RecordRow) {
  const server = await startServer();
  const { port } = new URL(server.origin);
  const raw = (text: string) =>
    new Promise<string>((resolve) => {
      let answer = "";
      const socket = connect(Number(port), "127.0.0.1", () => socket.write(text));
      socket.on("data", (chunk) => (answer += String(chunk)));
      socket.on("error", () => resolve(answer));
      socket.on("close", () => resolve(answer));
      setTimeout(() => socket.destroy(), 15_000).unref();
    });
  try {
    const answers = await Promise.all([
      raw(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"x".repeat(20_000)}\r\n\r\n`),
      raw("BREW / HTTP/1.1\r\nHost: x\r\n\r\n"),
      raw("GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\n"),
      raw("GET / HTTP/1.1\r\nHost: x\r\nExpect: teapot\r\nConnection: close\r\n\r\n"),
      raw("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n"),
    ]);
    const parts = answers.map((answer) => {
      const [status = "", ...lines] = (answer.split("\r\n\r\n")[0] ?? "").split("\r\n");
      const names = new Set(lines.map((line) => line.slice(0, line.indexOf(":")).toLowerCase()));
      const present = SECURITY_HEADERS.filter((name) => names.has(name)).length;
      return `${status.split(" ")[1] ?? "no answer"} ${present}/${SECURITY_HEADERS.length}`;
    });
    record(
      "Node's own answers (431, unknown method, Content-Length with chunked, Expect, CONNECT): status and security headers",
      parts.join("; "),
    );
  } finally {
    await server.stop();
  }
}

/** Bodies no form of the site sends: what each is answered, and what is stored. */
async function badBodies(record: RecordRow) {
  const server = await startServer();
  try {
    const time = await pageTime(server.origin);
    await new Promise((done) => setTimeout(done, 1600));
    const base = form({ ...lead("odd"), served_at: time });
    const cases: Array<[string, string, Record<string, string>]> = [
      ["name twice", `${base}&name=Other`, {}],
      ["U+2028 in the name", base.replace(/name=[^&]*/, "name=Jane%E2%80%A8Doe"), {}],
      ["Latin-1 bytes (Jos%E9)", base.replace(/name=[^&]*/, "name=Jos%E9"), {}],
      [
        "charset=iso-8859-1 declared",
        base.replace(/name=[^&]*/, "name=Jos%E9"),
        { "Content-Type": "application/x-www-form-urlencoded; charset=iso-8859-1" },
      ],
    ];
    const parts = [];
    for (const [label, body, headers] of cases) {
      const before = stored(server.databasePath);
      const status = await postFrom(server.origin, "/contact", body, { headers, localAddress: "127.0.4.1" });
      parts.push(`${label}: ${status}, ${stored(server.databasePath) - before} stored`);
    }
    const replaced = count(server.databasePath, "SELECT count(*) AS n FROM contact_submissions WHERE name LIKE '%�%'");
    record("bodies no form sends", `${parts.join("; ")}; ${replaced} stored with a replacement character`);
  } finally {
    await server.stop();
  }
}
