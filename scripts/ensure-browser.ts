// Makes sure a system Chromium or Chrome is there for the end-to-end tests (and the build's PDFs
// and Lighthouse, which use the full browser). Playwright's own browser download cannot work on
// these machines, so we use the system one. The tests run in Chromium's headless shell when
// Debian's chromium-headless-shell is installed (about twice as fast to load a page); as root with
// apt it is installed beside the browser.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { findBrowser, findHeadlessBrowser, HEADLESS_SHELL } from "./browser-path.ts";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const canInstall = isRoot && existsSync("/usr/bin/apt-get");
const found = findBrowser();
if (found) {
  if (!process.env.CHROME_PATH && !existsSync(HEADLESS_SHELL) && canInstall) {
    console.log("Installing Debian's chromium-headless-shell for the end-to-end tests.");
    execSync("apt-get update && apt-get install -y chromium-headless-shell", { stdio: "inherit" });
  }
  const tests = findHeadlessBrowser();
  console.log(`Browser: ${found}; end-to-end tests in ${tests}`);
  if (tests === found && !process.env.CHROME_PATH)
    console.log("  (sudo apt-get install -y chromium-headless-shell makes the end-to-end tests about twice as fast)");
  process.exit(0);
}
if (process.env.CHROME_PATH) {
  console.error(`CHROME_PATH is set to ${process.env.CHROME_PATH}, but there is no file there.`);
  process.exit(1);
}
if (canInstall) {
  console.log("No Chromium or Chrome found: installing Debian's chromium and chromium-headless-shell packages.");
  execSync("apt-get update && apt-get install -y chromium chromium-headless-shell", { stdio: "inherit" });
  if (findBrowser()) process.exit(0);
}
console.error(
  "No Chromium or Chrome found for the end-to-end tests. Install one with:\n\n  sudo apt-get install -y chromium\n\nor point CHROME_PATH at a Chrome or Chromium binary.",
);
process.exit(1);
