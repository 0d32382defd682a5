// Makes sure a system Chromium or Chrome is there for the end-to-end tests.
// Playwright's own browser download cannot work on these machines, so we use the system one.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findBrowser } from "./browser-path.mjs";

const found = findBrowser();
if (found) {
  console.log(`Browser: ${found}`);
  process.exit(0);
}
if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no file there.`);
  process.exit(1);
}
const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isRoot && existsSync("/usr/bin/apt-get")) {
  console.log("No Chromium or Chrome found: installing Debian's chromium package.");
  execSync("apt-get update && apt-get install -y chromium", { stdio: "inherit" });
  if (findBrowser()) process.exit(0);
}
console.error(
  "No Chromium or Chrome found for the end-to-end tests. Install one with:\n\n  sudo apt-get install -y chromium\n\nor point CHROME_PATH at a Chrome or Chromium binary.",
);
process.exit(1);
