// Makes sure Java is there for the HTML validation in `npm test` (the Nu Html Checker, vnu.jar, is a
// Java program: scripts/audit/html-validate.mjs). As root with apt it installs Debian's headless
// runtime, as ensure-nginx.mjs does for nginx; otherwise the validation is skipped with the command
// that enables it. It never fails the run.
import { execSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const JAVA_PACKAGE = "openjdk-17-jre-headless";
const hasJava = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!hasJava() && isRoot && existsSync("/usr/bin/apt-get")) {
  console.log(`Java not found: installing Debian's ${JAVA_PACKAGE} package for the HTML validation.`);
  try {
    execSync(`apt-get update && apt-get install -y ${JAVA_PACKAGE}`, { stdio: "inherit" });
  } catch {
    console.error(`Installing ${JAVA_PACKAGE} failed.`);
  }
}
console.log(hasJava() ? "Java: found" : "Java: not found");
