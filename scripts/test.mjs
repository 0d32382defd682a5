// `npm test`: every check, in order; stops at the first failure with its exit code.
import { spawnSync } from "node:child_process";

/** @type {Array<[string, string, string[]]>} */
const steps = [
  ["Typecheck", "npm", ["run", "typecheck"]],
  ["Lint", "npm", ["run", "lint"]],
  ["Format check", "npm", ["run", "format:check"]],
  // Installs PostgreSQL as root with apt; otherwise its tests are skipped, with the reason.
  ["PostgreSQL", "node", ["scripts/ensure-postgres.mjs"]],
  ["Unit tests", "npx", ["vitest", "run"]],
  ["Build", "npm", ["run", "build"]],
  ["Budgets", "npm", ["run", "budgets"]],
  ["Server start time", "npm", ["run", "start:time"]],
  ["Browser", "node", ["scripts/ensure-browser.mjs"]],
  ["End-to-end tests", "npx", ["playwright", "test", "--grep-invert", "@timed"]],
  // Timed against a 6x slower CPU: alone, so the suite's other browser does not share the CPU.
  ["End-to-end tests timed on a slow CPU", "npx", ["playwright", "test", "--grep", "@timed", "--workers", "1"]],
];

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${name} failed after ${seconds}s (exit code ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds}s`);
}
console.log("\nAll checks passed.");
