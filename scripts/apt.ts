// Debian's packages for what the tests need (Chromium, PostgreSQL, nginx, Java): installed by the
// ensure-*.ts scripts when `npm test` runs as root on a machine with apt, as CI does.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Whether this process may install Debian's packages itself. */
export function canInstallWithApt() {
  return typeof process.getuid === "function" && process.getuid() === 0 && existsSync("/usr/bin/apt-get");
}

/**
 * Installs the packages, saying why first; a failure is reported, never thrown: the caller says
 * what is then skipped.
 * @param why e.g. "Java not found"
 */
export function aptInstall(packages: string[], why: string) {
  console.log(`${why}: installing Debian's ${packages.join(" and ")} package${packages.length > 1 ? "s" : ""}.`);
  try {
    execSync(`apt-get update && apt-get install -y ${packages.join(" ")}`, { stdio: "inherit" });
  } catch {
    console.error(`Installing ${packages.join(" ")} failed.`);
  }
}
