import { spawn, type ChildProcess } from "node:child_process";
import { expect } from "@playwright/test";

/**
 * Serves another build than the suite's (a keyed build, an owner's copy of the project) with the
 * production server on its own port, and waits until its home page answers. `entry`:
 * `scripts/start.mjs` is `npm start`, which may build first (allow for it in `timeout`).
 */
export async function serveBuild({
  port,
  env,
  cwd = process.cwd(),
  entry = "server/index.js",
  timeout = 20_000,
}: {
  port: number;
  env: Record<string, string>;
  cwd?: string;
  entry?: string;
  timeout?: number;
}): Promise<ChildProcess> {
  const server = spawn(process.execPath, [entry], {
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
  });
  await expect
    .poll(
      async () => {
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
