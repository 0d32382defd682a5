import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isPlaceholder, siteSettingNames } from "../../config/site.ts";
import { readBuildSettings } from "../../config/build-settings.ts";
import { freshDatabasePath, runServerToExit, startServer, testPort } from "./support/leads";
import { buildDir } from "./support/site";
import { expect, test } from "./support/test";
import { endWithWorker } from "./support/children";

// What the owner reads when the server cannot start as configured: one clear line (or block) that
// names the variable, never a stack trace, never a secret.

test.describe.configure({ mode: "serial" });

const STACK = /\n\s+at |getaddrinfo|SqliteError|\bErr(or)?:\s*\n/;
const built = readBuildSettings(buildDir) ?? {};
const placeholders = siteSettingNames.filter((name) => isPlaceholder(String(built[name] ?? "")));

/** What a refused start printed besides the placeholder warning the test servers allow. */
function errorLines(output: string) {
  return output.split("\n").filter((line) => line.trim() !== "" && !line.startsWith("warning: ALLOW_PLACEHOLDERS"));
}

test("placeholder settings stop a production start, naming each, unless ALLOW_PLACEHOLDERS=true", async () => {
  // The suite's build is the placeholder one (no SITE_URL given to it).
  expect(placeholders.length).toBeGreaterThan(0);
  const refused = await runServerToExit(testPort(96), {
    DATABASE_PATH: freshDatabasePath(),
    ALLOW_PLACEHOLDERS: "false",
  });
  expect(refused.code).toBe(1);
  for (const name of placeholders) expect(refused.output).toContain(`  ${name}=`);
  expect(refused.output).toContain("ALLOW_PLACEHOLDERS=true");
  expect(refused.output).not.toMatch(STACK);

  const demo = await startServer(testPort(97), { DATABASE_PATH: freshDatabasePath(), ALLOW_PLACEHOLDERS: "true" });
  try {
    const warnings = demo
      .log()
      .split("\n")
      .filter((line) => line.includes("ALLOW_PLACEHOLDERS"));
    expect(warnings).toHaveLength(1);
    for (const name of placeholders) expect(warnings[0]).toContain(name);
    expect((await fetch(`${demo.url}/`)).status).toBe(200);
  } finally {
    await demo.stop();
  }
});

test("an owner who set SITE_URL but left another setting a placeholder is told which, before anything else", async () => {
  // Other public settings than the build's, and a placeholder among them: the placeholder is what
  // to fix first (a rebuild with it would be refused too), so that is what the server names.
  const left = placeholders.filter((name) => name !== "SITE_URL");
  expect(left.length).toBeGreaterThan(0);
  const run = await runServerToExit(testPort(96), {
    DATABASE_PATH: freshDatabasePath(),
    ALLOW_PLACEHOLDERS: "false",
    SITE_URL: "https://www.mamut.io",
  });
  expect(run.code).toBe(1);
  for (const name of left) expect(run.output).toContain(`  ${name}=`);
  expect(run.output).not.toContain("other public settings");
  expect(run.output).not.toMatch(STACK);
});

test("a SITE_URL with a path, query or fragment is refused with the reason", async () => {
  for (const value of ["https://www.mamut.io/site", "https://www.mamut.io/?lang=en", "https://www.mamut.io/#top"]) {
    const run = await runServerToExit(testPort(98), { DATABASE_PATH: freshDatabasePath(), SITE_URL: value });
    expect(run.code, value).toBe(1);
    expect(run.output, value).toContain(`SITE_URL="${value}": must be the site's origin only`);
    expect(run.output, value).not.toMatch(STACK);
  }
});

test("a HOST that is not this machine's stops start-up with one line naming HOST", async () => {
  for (const host of ["no-such-host.invalid", "192.0.2.123"]) {
    const run = await runServerToExit(testPort(99), { DATABASE_PATH: freshDatabasePath(), HOST: host });
    expect(run.code, host).toBe(1);
    expect(run.output, host).toMatch(new RegExp(`HOST="${host.replace(/\./g, "\\.")}" is not`));
    expect(errorLines(run.output), host).toHaveLength(1);
    expect(run.output, host).not.toMatch(STACK);
  }
});

test("a DATABASE_PATH that cannot be created stops start-up with one line naming it", async () => {
  // A folder where a file is: no user, root included, can create the database there.
  const file = join(mkdtempSync(join(tmpdir(), "mamut-start-")), "not-a-folder");
  writeFileSync(file, "");
  const run = await runServerToExit(testPort(100), { DATABASE_PATH: join(file, "site.db") });
  expect(run.code).toBe(1);
  expect(errorLines(run.output)).toHaveLength(1);
  expect(run.output).toContain(`DATABASE_PATH="${join(file, "site.db")}" cannot be opened`);
  expect(run.output).not.toMatch(STACK);
});

test("started from another folder, the server finds the project's build", async () => {
  const server = await startServer(
    testPort(101),
    { DATABASE_PATH: freshDatabasePath() },
    { cwd: mkdtempSync(join(tmpdir(), "mamut-elsewhere-")) },
  );
  try {
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect(server.log()).not.toContain("No production build");
  } finally {
    await server.stop();
  }
});

test("a bad setting's message names the variable and never prints a password, secret or token", async () => {
  const secrets = {
    SMTP_URL: "smtp//mailer:hunter2-smtp-pass@smtp.mamut.io",
    DATABASE_URL: "mysql://leads:s3cret-db-pass@db.internal/leads",
    LEAD_WEBHOOK_URL: "https://hooks.mamut.io/catch/T0KEN-in-path",
    LEAD_WEBHOOK_SECRET: "short-secret",
  };
  const run = await runServerToExit(testPort(102), { DATABASE_PATH: freshDatabasePath(), ...secrets });
  expect(run.code).toBe(1);
  for (const name of ["SMTP_URL", "DATABASE_URL", "LEAD_WEBHOOK_SECRET"]) expect(run.output).toContain(`${name}=`);
  for (const secret of ["hunter2-smtp-pass", "s3cret-db-pass", "short-secret", "T0KEN-in-path"]) {
    expect(run.output).not.toContain(secret);
  }
  expect(run.output).not.toMatch(STACK);
});

test("a production build given a SITE_URL refuses placeholder settings before building anything", () => {
  const out = mkdtempSync(join(tmpdir(), "mamut-build-"));
  const result = spawnSync(process.execPath, ["node_modules/@react-router/dev/bin.cjs", "build"], {
    env: { ...process.env, SITE_URL: "https://www.mamut.io", ALLOW_PLACEHOLDERS: "false", BUILD_DIR: out },
    encoding: "utf8",
    timeout: 120_000,
  });
  expect(result.status).toBe(1);
  const output = `${result.stdout}${result.stderr}`;
  for (const name of placeholders.filter((name) => name !== "SITE_URL")) expect(output).toContain(`  ${name}=`);
  expect(output).not.toContain('SITE_URL="https://www.mamut.io"');
  expect(existsSync(join(out, "client"))).toBe(false);
});

/** The processes whose parent is `pid`, as "pid args" lines. */
function childrenOf(pid: number): string[] {
  const run = spawnSync("ps", ["-o", "pid=,args=", "--ppid", String(pid)], { encoding: "utf8" });
  return run.stdout.split("\n").filter((line) => line.trim() !== "");
}

const stops = [
  { how: "a SIGTERM to npm", stop: (pid: number) => process.kill(pid, "SIGTERM"), signal: "SIGTERM" },
  {
    how: "Ctrl-C (SIGINT to its process group)",
    stop: (pid: number) => process.kill(-pid, "SIGINT"),
    signal: "SIGINT",
  },
];
for (const { how, stop, signal } of stops) {
  test(`npm start serves from the process npm started, and ${how} stops the server`, async () => {
    // The suite's build is current, so npm start serves it without building.
    test.setTimeout(240_000);
    const port = testPort(103);
    const npm = endWithWorker(
      spawn("npm", ["start"], {
        env: {
          ...process.env,
          PORT: String(port),
          HOST: "127.0.0.1",
          LOG_REQUESTS: "false",
          ALLOW_PLACEHOLDERS: "true",
          DATABASE_PATH: freshDatabasePath(),
          SMTP_URL: "",
        },
        stdio: ["ignore", "pipe", "pipe"],
        // Its own process group, as a terminal gives a command.
        detached: true,
      }),
      { group: true },
    );
    let output = "";
    npm.stdout.on("data", (chunk) => (output += String(chunk)));
    npm.stderr.on("data", (chunk) => (output += String(chunk)));
    const exited = new Promise((resolve) => npm.once("exit", resolve));
    const pid = npm.pid ?? 0;
    try {
      await expect
        .poll(
          () =>
            fetch(`http://127.0.0.1:${port}/`).then(
              (response) => response.status,
              () => 0,
            ),
          { timeout: 200_000 },
        )
        .toBe(200);
      // npm's one child is the server: no shell between that a signal would stop instead.
      const children = childrenOf(pid);
      expect(children, output).toHaveLength(1);
      expect(children[0]).toMatch(/node scripts\/start\.ts$/);
      const server = Number(children[0]?.trim().split(" ")[0]);
      stop(pid);
      await exited;
      expect(output).toContain(`${signal} received`);
      expect(output).toContain("shutdown: done");
      expect(() => process.kill(server, 0), "the server's process is gone").toThrow();
      await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    } finally {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // Ended already.
      }
    }
  });
}
