// `npm start`: builds when there is no build yet, when a source file (an article, a data file,
// the code) is newer than the build, when the public settings differ from the build's, or when the
// date of content the build scheduled has come (which publishes it); then serves it.
// A build that fails keeps the last good one (scripts/build.ts): the site stays up on it, and the
// message above says what to fix. The server itself still refuses a build made under other public
// settings, so a failed rebuild for new settings does not serve the old ones.
// The server runs in this process (package.json's `exec`), so a signal to `npm start`, which npm
// passes on, or to its process group reaches the server itself; during the build, it is passed on
// to the build, which stops too.
import { spawn } from "node:child_process";
import { join } from "node:path";
import { buildDirectory, loadSiteSettings, projectRoot } from "../config/env.ts";
import { hasBuild, rebuildReason } from "./build-freshness.ts";
import { untilExit } from "./child-signals.ts";

const reason = rebuildReason(buildDirectory(), loadSiteSettings(), projectRoot);
if (reason) {
  console.log(`Building first (npm run build): ${reason}.`);
  // npm run build's script without npm and its shell between: a signal passed on reaches it.
  const build = spawn(process.execPath, [join(projectRoot, "scripts", "build.ts")], {
    stdio: "inherit",
    cwd: projectRoot,
  });
  const { code, signal } = await untilExit(build);
  if (signal) process.exit(128 + (signal === "SIGINT" ? 2 : 15));
  if (code !== 0) {
    if (!hasBuild(buildDirectory())) process.exit(code ?? 1);
    console.error("Serving the last good build until the mistake above is fixed and npm start runs again.");
  }
}
await import("../server/index.ts");
