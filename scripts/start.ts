// `npm start`: builds when there is no build yet, when a source file (an article, a data file,
// the code) is newer than the build, when the public settings differ from the build's, or when the
// date of content the build scheduled has come (which publishes it); then serves it.
// A build that fails keeps the last good one (scripts/build.ts): the site stays up on it, and the
// message above says what to fix. The server itself still refuses a build made under other public
// settings, so a failed rebuild for new settings does not serve the old ones.
import { spawnSync } from "node:child_process";
import { buildDirectory, loadSiteSettings, projectRoot } from "../config/env.ts";
import { hasBuild, rebuildReason } from "./build-freshness.ts";

const reason = rebuildReason(buildDirectory(), loadSiteSettings(), projectRoot);
if (reason) {
  console.log(`Building first (npm run build): ${reason}.`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", cwd: projectRoot });
  if (result.status !== 0) {
    if (!hasBuild(buildDirectory())) process.exit(result.status ?? 1);
    console.error("Serving the last good build until the mistake above is fixed and npm start runs again.");
  }
}
await import("../server/index.ts");
