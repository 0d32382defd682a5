// `npm test`: every check, in order; stops at the first failure with its exit code.
import { spawn, spawnSync } from "node:child_process";

/** @typedef {[string, string, string[]]} Step */

/** @type {Array<Step | Step[]>} */
const steps = [
  // Installs PostgreSQL as root with apt; otherwise its tests are skipped, with the reason.
  ["PostgreSQL", "node", ["scripts/ensure-postgres.mjs"]],
  // Independent checks of the sources, side by side (each but the unit tests is mostly one core):
  // their output is printed as each one ends. Measured on 2 cores: the first three took 37 s one
  // after another and 28.5 s together (2026-11-24); all four together 68 s, against 78 s for the three
  // and then the unit tests (2026-11-26, another session loading the machine).
  [
    ["Typecheck", "npm", ["run", "typecheck"]],
    ["Lint", "npm", ["run", "lint"]],
    ["Format check", "npm", ["run", "format:check"]],
    ["Unit tests", "npx", ["vitest", "run"]],
  ],
  ["Build", "npm", ["run", "build"]],
  ["Budgets", "npm", ["run", "budgets"]],
  ["Browser", "node", ["scripts/ensure-browser.mjs"]],
  // Installs nginx and openssl as root with apt; otherwise the reverse-proxy tests are skipped, with the reason.
  ["nginx", "node", ["scripts/ensure-nginx.mjs"]],
  ["End-to-end tests", "npx", ["playwright", "test", "--grep-invert", "@timed"]],
  // Timed against a 6x slower CPU: alone, so the suite's other browser does not share the CPU.
  ["End-to-end tests timed on a slow CPU", "npx", ["playwright", "test", "--grep", "@timed", "--workers", "1"]],
];

/** @param {number} started */
const secondsSince = (started) => ((Date.now() - started) / 1000).toFixed(1);

/** @param {string} name @param {number | null} status @param {string} seconds */
function fail(name, status, seconds) {
  console.error(`\n${name} failed after ${seconds}s (exit code ${status ?? "signal"}).`);
  process.exit(status || 1);
}

/** @param {Step} step */
function runAlone([name, command, args]) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) fail(name, result.status, secondsSince(started));
  console.log(`=== ${name} passed in ${secondsSince(started)}s`);
}

/**
 * Runs steps at the same time; prints each one's output in one piece when it ends.
 * @param {Step[]} group
 */
async function runTogether(group) {
  console.log(`\n=== Together: ${group.map(([name]) => name).join(", ")}`);
  const results = await Promise.all(
    group.map(
      ([name, command, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: "0" } });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("close", (status) => {
            const seconds = secondsSince(started);
            console.log(`\n=== ${name}: ${command} ${args.join(" ")}\n${output.trimEnd()}`);
            console.log(`=== ${name} ${status === 0 ? "passed" : "failed"} in ${seconds}s`);
            resolve({ name, status, seconds });
          });
        }),
    ),
  );
  const failed = /** @type {Array<{ name: string; status: number | null; seconds: string }>} */ (results).find(
    (result) => result.status !== 0,
  );
  if (failed) fail(failed.name, failed.status, failed.seconds);
}

for (const step of steps) {
  if (Array.isArray(step[0])) await runTogether(/** @type {Step[]} */ (step));
  else runAlone(/** @type {Step} */ (step));
}
console.log("\nAll checks passed.");
