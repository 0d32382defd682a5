// `npm test`: every check, in order; stops at the first failure with its exit code.
import { spawn, spawnSync } from "node:child_process";
import { constants, setPriority } from "node:os";

/** `background`: run at a lower CPU priority than the steps beside it (see the build's lane). */
export type Step = [name: string, command: string, args: string[], options?: { background: true }];
/** A group's lane: one step, or steps run one after the other. */
export type Lane = Step | Step[];

const steps: Array<Step | Lane[]> = [
  // Installs PostgreSQL as root with apt; otherwise its tests are skipped, with the reason.
  ["PostgreSQL", "node", ["scripts/ensure-postgres.ts"]],
  // Independent work side by side, each lane mostly one core; each step's output is printed as it
  // ends. The build and what reads it (budgets, HTML validation) are one lane beside the source
  // checks: on 2 cores the checks took 59 s and then build, budgets and validation 40 s more, one
  // after the other (2026-11-26 clean-clone CI run). The build's lane runs in the background: on
  // a busy machine it took the cores from the unit tests, which then ran out of their time (issue 37).
  [
    ["Typecheck", "npm", ["run", "typecheck"]],
    ["Lint", "npm", ["run", "lint"]],
    ["Format check", "npm", ["run", "format:check"]],
    ["Unit tests", "npx", ["vitest", "run"]],
    [
      ["Build", "npm", ["run", "build"], { background: true }],
      ["Budgets", "npm", ["run", "budgets"], { background: true }],
      // Installs Java as root with apt; otherwise the validation is skipped, with the reason.
      ["Java", "node", ["scripts/ensure-java.ts"]],
      ["HTML validation", "node", ["scripts/audit/html-validate.ts", "--skip-without-java"], { background: true }],
    ],
  ],
  ["Browser", "node", ["scripts/ensure-browser.ts"]],
  // Installs nginx and openssl as root with apt; otherwise the reverse-proxy tests are skipped, with the reason.
  ["nginx", "node", ["scripts/ensure-nginx.ts"]],
  ["End-to-end tests", "npx", ["playwright", "test", "--grep-invert", "@timed"]],
  // Timed against a 6x slower CPU: alone, so the suite's other browser does not share the CPU.
  ["End-to-end tests timed on a slow CPU", "npx", ["playwright", "test", "--grep", "@timed", "--workers", "1"]],
];

const secondsSince = (started: number) => ((Date.now() - started) / 1000).toFixed(1);

function fail(name: string, status: number | null, seconds: string) {
  console.error(`\n${name} failed after ${seconds}s (exit code ${status ?? "signal"}).`);
  process.exit(status || 1);
}

function runAlone([name, command, args]: Step) {
  console.log(`\n=== ${name}: ${command} ${args.join(" ")}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: process.env });
  if (result.status !== 0) fail(name, result.status, secondsSince(started));
  console.log(`=== ${name} passed in ${secondsSince(started)}s`);
}

/** Runs one step with its output held back, then prints it in one piece. */
function runHeld([name, command, args, options]: Step) {
  return new Promise<{ name: string; status: number | null; seconds: string }>((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: { ...process.env, FORCE_COLOR: "0" } });
    // At once, before npm has started the step's own processes (Vite, the browser): they inherit it.
    if (options?.background && child.pid) lowerPriority(child.pid);
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (status) => {
      const seconds = secondsSince(started);
      console.log(`\n=== ${name}: ${command} ${args.join(" ")}\n${output.trimEnd()}`);
      console.log(`=== ${name} ${status === 0 ? "passed" : "failed"} in ${seconds}s`);
      resolve({ name, status, seconds });
    });
  });
}

/**
 * Runs the lanes at the same time, the steps of a lane one after the other (a lane stops at its
 * first failure); fails with the first failed step once every lane has ended.
 */
async function runTogether(lanes: Lane[]) {
  const sequences = lanes.map((lane) => (isStep(lane) ? [lane] : lane));
  console.log(`\n=== Together: ${sequences.map((sequence) => sequence.map(([name]) => name).join(" > ")).join(", ")}`);
  const results = await Promise.all(
    sequences.map(async (sequence) => {
      for (const step of sequence) {
        const result = await runHeld(step);
        if (result.status !== 0) return result;
      }
      return undefined;
    }),
  );
  const failed = results.find((result) => result !== undefined);
  if (failed) fail(failed.name, failed.status, failed.seconds);
}

/** A nice value of 10: the scheduler gives the other lanes the cores first, this one the rest. */
function lowerPriority(pid: number) {
  try {
    setPriority(pid, constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not allowed here (a container without the capability): the lanes share the cores as before.
  }
}

function isStep(value: unknown): value is Step {
  return Array.isArray(value) && typeof value[0] === "string";
}

for (const step of steps) {
  if (isStep(step)) runAlone(step);
  else await runTogether(step);
}
console.log("\nAll checks passed.");
