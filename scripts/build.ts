// `npm run build`: React Router's build into a folder beside the build (`build-next`), moved into
// place only once it has succeeded. Vite empties its output folder before it compiles, so a content
// mistake that stops the compile (an unknown figure token in a data file) used to leave `build/`
// half written: the server could not start and `npm start` could not fall back on anything. Now a
// failed build leaves the last good one where it was, and says so.
// Arguments are passed on to `react-router build`; BUILD_DIR names the build as everywhere else.
import { existsSync, readdirSync, renameSync, rmSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { buildDirectory } from "../config/env.ts";
import { hasBuild } from "./build-freshness.ts";

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
const result = spawnSync(process.execPath, [reactRouter, "build", ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, BUILD_DIR: staging },
});
if (result.status !== 0) {
  rmSync(staging, { recursive: true, force: true });
  const kept = hasBuild(target)
    ? `${shown(target)}/ is unchanged: the last good build, which the server can still start from.`
    : `There is no earlier build in ${shown(target)}/.`;
  console.error(`\nThe build failed (above). ${kept}`);
  process.exit(result.status ?? 1);
}

// Two renames, so a reader of the build never sees it half replaced.
rmSync(previous, { recursive: true, force: true });
if (existsSync(target)) renameSync(target, previous);
renameSync(staging, target);
rmSync(previous, { recursive: true, force: true });
const pages = readdirSync(join(target, "client"), { recursive: true }).filter((file) => String(file).endsWith(".html"));
const seconds = Math.round((performance.now() - started) / 1000);
console.log(`Built ${pages.length} pages into ${shown(target)}/ in ${seconds} s.`);
