// `npm start`: builds when there is no build yet, when a source file (an article, a data file,
// the code) is newer than the build, when the public settings differ from the build's, or when the
// date of content the build scheduled has come (which publishes it); then serves it.
import { spawnSync } from "node:child_process";
import { buildDirectory, loadSiteSettings, projectRoot } from "../config/env.js";
import { rebuildReason } from "./build-freshness.mjs";

const reason = rebuildReason(buildDirectory(), loadSiteSettings(), projectRoot);
if (reason) {
  console.log(`Building first (npm run build): ${reason}.`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit", cwd: projectRoot });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../server/index.js");
