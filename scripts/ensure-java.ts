// Makes sure Java is there for the HTML validation in `npm test` (the Nu Html Checker, vnu.jar, is a
// Java program: scripts/audit/html-validate.ts). As root with apt it installs Debian's headless
// runtime, as ensure-nginx.ts does for nginx; otherwise the validation is skipped with the command
// that enables it. It never fails the run.
import { spawnSync } from "node:child_process";
import { aptInstall, canInstallWithApt } from "./apt.ts";

const JAVA_PACKAGE = "openjdk-17-jre-headless";
const hasJava = () => spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;

if (!hasJava() && canInstallWithApt()) aptInstall([JAVA_PACKAGE], "Java not found (for the HTML validation)");
console.log(hasJava() ? "Java: found" : "Java: not found");
