import { spawn, type ChildProcess } from "node:child_process";
import { expect } from "@playwright/test";
import { endWithWorker } from "./children";

/**
 * Serves another build than the suite's (a keyed build, an owner's copy of the project) with the
 * production server on its own port, and waits until its home page answers. `entry`:
 * `scripts/start.ts` is `npm start`, which may build first (allow for it in `timeout`).
 */
export async function serveBuild({
  port,
  env,
  cwd = process.cwd(),
  entry = "server/index.ts",
  timeout = 20_000,
}: {
  port: number;
  env: Record<string, string>;
  cwd?: string;
  entry?: string;
  timeout?: number;
}): Promise<ChildProcess> {
  const server = endWithWorker(
    spawn(process.execPath, [entry], {
      cwd,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        LOG_REQUESTS: "false",
        ALLOW_PLACEHOLDERS: "true",
        ...env,
      },
      stdio: "ignore",
      // Its own process group: stopServer ends what it started too (npm start's build).
      detached: true,
    }),
    { group: true },
  );
  let exited: number | string | null = null;
  server.once("exit", (code, signal) => (exited = code ?? signal));
  await expect
    .poll(
      async () => {
        // A server that stopped cannot answer: say so now, rather than after the timeout.
        if (exited !== null) return `exited (${exited})`;
        try {
          return (await fetch(`http://127.0.0.1:${port}/`)).status;
        } catch {
          return 0;
        }
      },
      { timeout },
    )
    .toBe(200);
  return server;
}

/**
 * Stops a server serveBuild started, with every process it started (npm start's build goes on
 * writing build-next/ after its parent is killed), and waits until it has exited: until then the
 * port may still answer, from the old server.
 */
export async function stopServer(server: ChildProcess | undefined): Promise<void> {
  if (!server?.pid || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  try {
    process.kill(-server.pid, "SIGKILL");
  } catch {
    server.kill("SIGKILL");
  }
  await exited;
}
