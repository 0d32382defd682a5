import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The owner's CSV export, run against a database. */
export function exportCsv(args: string[] = [], databasePath = process.env.E2E_DB_PATH ?? ""): string {
  return execFileSync("node", ["scripts/leads-export.mjs", ...args], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    encoding: "utf8",
  });
}

export function freshDatabasePath(): string {
  return join(mkdtempSync(join(tmpdir(), "mamut-leads-")), "site.db");
}

export type RunningServer = { url: string; process: ChildProcess; log: () => string; stop: () => Promise<void> };

/** Starts the production server with its own settings (database, limits, webhook) for request-level tests. */
export async function startServer(port: number, env: Record<string, string>): Promise<RunningServer> {
  const child = spawn("node", ["server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_REQUESTS: "false",
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      FORM_MIN_FILL_MS: "0",
      SMTP_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  // Wait for this process's own "listening" line: a stray server on the port must not answer for it.
  while (!output.includes("listening on")) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    if (Date.now() - started > 15_000) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    process: child,
    log: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

/** A form post as a browser on the same site would send it. */
export function postForm(
  url: string,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${url}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: url, ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
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
