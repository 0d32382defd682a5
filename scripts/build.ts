// `npm run build`: React Router's build into a folder beside the build (`build-next`), moved into
// place only once it has succeeded. Vite empties its output folder before it compiles, so a content
// mistake that stops the compile (an unknown figure token in a data file) used to leave `build/`
// half written: the server could not start and `npm start` could not fall back on anything. Now a
// failed build leaves the last good one where it was, and says so.
// Arguments are passed on to `react-router build`; BUILD_DIR names the build as everywhere else.
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { buildDirectory, projectRoot } from "../config/env.ts";
import { hasBuild } from "./build-freshness.ts";
import { contentMistake } from "./build/build-failure.ts";
import { untilExit } from "./child-signals.ts";

const target = buildDirectory();
const staging = `${target}-next`;
const previous = `${target}-previous`;
const shown = (path: string) => relative(process.cwd(), path) || ".";

const require = createRequire(import.meta.url);
// Its command, wherever the package puts it (bin.js in React Router 7, bin.cjs in 8).
const manifest = require.resolve("@react-router/dev/package.json");
const reactRouter = join(dirname(manifest), require(manifest).bin["react-router"]);

rmSync(staging, { recursive: true, force: true });
const started = performance.now();
// What the build prints goes out as it comes; its error output (warnings, a failure) is held to the
// end, so that a content mistake can be told in a few lines instead of Vite's stack.
const child = spawn(process.execPath, [reactRouter, "build", ...process.argv.slice(2)], {
  stdio: ["inherit", "inherit", "pipe"],
  env: { ...process.env, BUILD_DIR: staging },
});
let errors = "";
child.stderr.setEncoding("utf8").on("data", (chunk: string) => (errors += chunk));
const { code, signal } = await untilExit(child);
const status = code ?? 1;
if (signal) {
  rmSync(staging, { recursive: true, force: true });
  console.error(`\nThe build was stopped (${signal}). ${shown(target)}/ is unchanged.`);
  process.exit(128 + (signal === "SIGINT" ? 2 : 15));
}
if (status !== 0) {
  rmSync(staging, { recursive: true, force: true });
  const kept = hasBuild(target)
    ? `${shown(target)}/ is unchanged: the last good build, which the server can still start from.`
    : `There is no earlier build in ${shown(target)}/.`;
  const mistake = contentMistake(errors, projectRoot);
  if (mistake) {
    console.error(`\n${mistake}\nThe build stopped at this content mistake: fix it and build again. ${kept}`);
  } else {
    process.stderr.write(errors);
    console.error(`\nThe build failed (above). ${kept}`);
  }
  process.exit(status);
}
process.stderr.write(errors);

// Two renames, so a reader of the build never sees it half replaced.
rmSync(previous, { recursive: true, force: true });
if (existsSync(target)) renameSync(target, previous);
renameSync(staging, target);
rmSync(previous, { recursive: true, force: true });
const pages = readdirSync(join(target, "client"), { recursive: true }).filter((file) => String(file).endsWith(".html"));
const seconds = Math.round((performance.now() - started) / 1000);
console.log(`Built ${pages.length} pages into ${shown(target)}/ in ${seconds} s.`);
