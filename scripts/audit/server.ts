// Shared by the audit scripts: the build folder, free ports and the production server.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const buildDir = resolve(process.env.BUILD_DIR ?? "build");
export const clientDir = join(buildDir, "client");

/** Stops with a clear message when there is no production build to measure. */
export function requireBuild() {
  if (existsSync(join(buildDir, "server", "index.js")) && existsSync(join(clientDir, "index.html"))) return;
  console.error(
    `No production build in ${buildDir}. Run \`npm run build\` first` +
      (process.env.BUILD_DIR ? ` (with BUILD_DIR=${process.env.BUILD_DIR}).` : "."),
  );
  process.exit(1);
}

/** A TCP port nobody listens on right now (the OS picks it). */
export function freePort() {
  return new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

/**
 * Starts `node server/index.ts` on loopback with a throw-away database and waits
 * until it answers. Returns its origin, pid, process, database and a stop function.
 */
export async function startServer({ port, env = {} }: { port?: number; env?: Record<string, string> } = {}) {
  const chosen = port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), "mamut-audit-"));
  const databasePath = join(dataDir, "site.db");
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(chosen),
      HOST: "127.0.0.1",
      LOG_REQUESTS: "false",
      // Measures whatever build is there, the placeholder one included.
      ALLOW_PLACEHOLDERS: "true",
      BUILD_DIR: buildDir,
      DATABASE_PATH: databasePath,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once("exit", done));

  const origin = `http://127.0.0.1:${chosen}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok && child.pid !== undefined) {
        return {
          origin,
          pid: child.pid,
          child,
          exited,
          databasePath,
          stop,
          /** What the server has printed so far. */
          log: () => output,
        };
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 200));
  }
  await stop();
  throw new Error(`The production server did not start on ${origin}:\n${output}`);
}

/** Root-relative paths of every URL in the server's sitemap. */
export async function sitemapPaths(origin: string) {
  const response = await fetch(`${origin}/sitemap.xml`);
  if (!response.ok) throw new Error(`GET /sitemap.xml answered ${response.status}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}
