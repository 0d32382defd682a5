// `npm start`: builds when there is no build yet, then serves it.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const buildDir = process.env.BUILD_DIR ?? "build";
if (!existsSync(`${buildDir}/server/index.js`) || !existsSync(`${buildDir}/client/index.html`)) {
  console.log("No production build found: building first (npm run build).");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("../server/index.js");
