import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync, type SQLInputValue } from "node:sqlite";
import { endWithWorker } from "./children";

/**
 * Ports for the servers the lead tests start, derived from E2E_PORT (+300 and up). Each
 * spec file has its own range, so files running in parallel never meet on a port:
 * leads-server 0-9, leads-abuse 10-29, leads-privacy 30-39, leads-delivery 40-59,
 * contact-form 60-64, server 65-69, leads-instances 70-89, bad-requests 90,
 * refused-posts 91-95, start-up 96-109, behind-proxy 110-119, newsletter-timing 120,
 * stop-during-burst 121-123. Keep E2E_PORT below the kernel's
 * ephemeral range (32768 and up on Linux): an outgoing connection may hold a port there.
 */
export function testPort(offset: number): number {
  return Number(process.env.E2E_PORT ?? 4173) + 300 + offset;
}

/** The owner's CSV export, run against a database. */
export function exportCsv(args: string[] = [], databasePath = process.env.E2E_DB_PATH ?? ""): string {
  return execFileSync("node", ["scripts/leads-export.ts", ...args], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    encoding: "utf8",
  });
}

export function freshDatabasePath(): string {
  return join(mkdtempSync(join(tmpdir(), "mamut-leads-")), "site.db");
}

/** One number from the database (a count), read while the server may hold it open. */
export function count(databasePath: string, sql: string, ...params: SQLInputValue[]): number {
  const db = new DatabaseSync(databasePath, { readOnly: true });
  try {
    return Number(db.prepare(sql).get(...params)?.n);
  } finally {
    db.close();
  }
}

export type RunningServer = {
  url: string;
  port: number;
  process: ChildProcess;
  log: () => string;
  stop: () => Promise<number | null>;
};

/**
 * Starts the production server with its own settings (database, limits, webhook) for request-level
 * tests; `cwd` starts it from another folder (`node <project>/server/index.ts`).
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  { cwd }: { cwd?: string } = {},
): Promise<RunningServer> {
  const child = spawnServer(port, env, cwd);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const started = Date.now();
  // Wait for this process's own "listening" line: a stray server on the port must not answer for it.
  while (!output.includes("listening on")) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    // A server that did not start in time is stopped, or it would hold its port for the tests after.
    if (Date.now() - started > 30_000) {
      child.kill("SIGKILL");
      throw new Error(`server did not start in 30 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    process: child,
    log: () => output,
    stop: () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

/** Runs a server to its end (one that should refuse to start): its exit code, output and time. */
export async function runServerToExit(
  port: number,
  env: Record<string, string>,
  timeoutMs = 15_000,
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  const child = spawnServer(port, env);
  let output = "";
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const code = await new Promise<number | null>((resolve) => child.once("exit", (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, output, ms: Date.now() - started };
}

function spawnServer(port: number, env: Record<string, string>, cwd?: string) {
  return endWithWorker(
    spawn("node", [cwd ? join(process.cwd(), "server", "index.ts") : "server/index.ts"], {
      cwd,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_REQUESTS: "false",
        // The suite's build has the placeholder settings.
        ALLOW_PLACEHOLDERS: "true",
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        FORM_MIN_FILL_MS: "0",
        // A test's posts come from one address with one page's signed time (servedAt): the tests of
        // the time's limits set them.
        FORM_TIME_MAX_POSTS: "1000",
        FORM_TIME_MAX_POSTS_PER_CLIENT: "1000",
        SMTP_URL: "",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    }),
  );
}

const servedTimes = new Map<string, Promise<string>>();

/** The signed time in a page's forms (every form of a page carries the same). */
export function servedTimeIn(html: string): string {
  const value = /name="served_at" value="([^"]+)"/.exec(html)?.[1];
  if (!value) throw new Error("the page has no signed time in its form");
  return value;
}

/**
 * The signed time a page of the server at `url` carries in its forms, as a browser posts it
 * back (decision 010). One page per server: a form may be sent any time after, so the servers
 * these tests start judge no fill time (FORM_MIN_FILL_MS=0) unless a test says otherwise.
 */
export function servedAt(url: string): Promise<string> {
  let time = servedTimes.get(url);
  if (!time) {
    time = fetch(`${url}/newsletter`)
      .then((response) => response.text())
      .then(servedTimeIn);
    time.catch(() => servedTimes.delete(url));
    servedTimes.set(url, time);
  }
  return time;
}

/**
 * A form post as a browser sends it: same origin, with the time the server signed into the
 * page's form (unless the fields say otherwise).
 */
export async function postForm(
  url: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url, ...headers },
    body: new URLSearchParams({ served_at: await servedAt(url), ...fields }).toString(),
    redirect: "manual",
  });
}

export type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/**
 * A request exactly as written (fetch would normalise "/\\x" and refuse a bad Host), on a
 * connection of its own; `localAddress` sends it from another loopback address (127.0.0.2 and up:
 * Linux routes the whole 127/8 to loopback), as another client.
 */
export function rawRequest(
  url: string,
  {
    method = "GET",
    path = "/",
    headers = {},
    body,
    localAddress,
  }: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    localAddress?: string;
  },
): Promise<RawResponse> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest({ host: hostname, port, method, path, headers, agent: false, localAddress }, (res) => {
      answered = true;
      let text = "";
      const done = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text });
      res.on("data", (chunk) => (text += String(chunk)));
      res.on("end", done);
      // A server that answers before reading a large body closes the connection under it.
      res.on("error", done);
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    req.end(body);
  });
}

export const validContact = (n: number | string) => ({
  name: `Visitor ${n}`,
  email: `visitor${n}@example.org`,
  company: "Example Health",
  role: "Head of Sales",
  message: "We would like to talk about outbound for our healthcare SaaS.",
  consent: "on",
});

/**
 * Bytes written to a connection as they are (two Host headers, CONNECT: what no HTTP client
 * sends), and the answer's status line, headers and body once the server closes it or stops
 * sending (Connection: close is not always there).
 */
export function rawExchange(port: number, text: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(text));
    let received = "";
    const done = () => {
      socket.destroy();
      const [head = "", ...rest] = received.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(":");
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(" ")[1] ?? 0), headers, body: rest.join("\r\n\r\n") });
    };
    socket.setTimeout(2000, done);
    socket.on("data", (chunk) => {
      received += String(chunk);
      // A complete answer with a length: no need to wait for the server to close a kept-alive connection.
      const length = /\r\ncontent-length: *(\d+)/i.exec(received)?.[1];
      const bodyAt = received.indexOf("\r\n\r\n");
      if (length !== undefined && bodyAt !== -1 && Buffer.byteLength(received.slice(bodyAt + 4)) >= Number(length))
        done();
    });
    socket.on("end", done);
    socket.on("error", (error) => (received ? done() : reject(error)));
  });
}
