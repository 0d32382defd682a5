// `npm run validate:html`: the Nu Html Checker (vnu.jar, needs Java) over every prerendered
// page (build/client/**/index.html) and the live not-found pages. Zero errors required;
// warnings are printed. BUILD_DIR selects the build (default build).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { clientDir, requireBuild, startServer } from "./server.ts";

// Paths that must answer 404 with the branded not-found page (a top-level and an article miss).
const NOT_FOUND_PATHS = ["/quality-check-missing-page", "/blog/quality-check-missing-article"];

export type VnuMessage = {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
};

requireBuild();
// vnu-jar exports the path of vnu.jar (a String object; it ships no types).
const vnuJar = String(createRequire(import.meta.url)("vnu-jar"));
if (spawnSync("java", ["-version"], { stdio: "ignore" }).status !== 0) {
  const enable = "sudo apt-get install -y openjdk-17-jre-headless";
  // In `npm test` (scripts/test.ts) a machine without Java skips the check, as it skips nginx's.
  if (process.argv.includes("--skip-without-java")) {
    console.warn(`\nThe HTML validation will be SKIPPED: no Java runtime. Enable it with:\n\n  ${enable}\n`);
    process.exit(0);
  }
  console.error(`Java was not found: the Nu Html Checker needs a Java runtime (${enable}).`);
  process.exit(1);
}

const pages = walk(clientDir).filter((file) => file.endsWith(`${sep}index.html`));
const liveDir = mkdtempSync(join(tmpdir(), "mamut-vnu-"));
// file -> what it is, for the report
const labels = new Map<string, string>(pages.map((file) => [file, relative(process.cwd(), file)]));

const server = await startServer({ port: process.env.AUDIT_PORT ? Number(process.env.AUDIT_PORT) : undefined });
try {
  for (const [index, path] of NOT_FOUND_PATHS.entries()) {
    const response = await fetch(`${server.origin}${path}`);
    if (response.status !== 404) throw new Error(`${path} answered ${response.status}, expected 404`);
    const file = join(liveDir, `not-found-${index}.html`);
    writeFileSync(file, await response.text());
    labels.set(file, `live 404 page (GET ${path})`);
  }
} finally {
  await server.stop();
}

const files = [...labels.keys()];
console.log(`Nu Html Checker: ${pages.length} prerendered pages and ${NOT_FOUND_PATHS.length} live 404 pages`);
const run = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
rmSync(liveDir, { recursive: true, force: true });
if (run.status !== 0) {
  console.error(`vnu.jar failed (exit ${run.status}):\n${run.stderr}`);
  process.exit(1);
}
const report: { messages: VnuMessage[] } = JSON.parse(run.stderr || '{"messages":[]}');

const errors = report.messages.filter((m) => m.type === "error" || m.type === "non-document-error");
const warnings = report.messages.filter((m) => m.type === "info" && m.subType === "warning");
// Plain "info" notes (e.g. the trailing slash React writes on void elements) are not problems.
const notes = report.messages.filter((m) => m.type === "info" && m.subType !== "warning");

printGroup("Warnings", warnings);
printGroup("Errors", errors);
printSummary(errors);
console.log(
  `\n${files.length} documents: ${errors.length} error(s), ${warnings.length} warning(s), ${notes.length} informational note(s) not shown.`,
);
if (errors.length > 0) process.exit(1);
console.log("Every page is valid HTML.");

/** Messages grouped by document, each with its position and the offending markup. */
function printGroup(title: string, messages: VnuMessage[]) {
  if (messages.length === 0) return;
  console.log(`\n${title}:`);
  const byFile = new Map<string, VnuMessage[]>();
  for (const message of messages) {
    const file = message.url ? decodeURIComponent(message.url.replace(/^file:/, "")) : "(unknown)";
    byFile.set(file, [...(byFile.get(file) ?? []), message]);
  }
  for (const [file, list] of byFile) {
    console.log(`  ${labels.get(file) ?? file}`);
    for (const message of list) {
      const where = message.lastLine ? `${message.lastLine}:${message.firstColumn ?? message.lastColumn}` : "";
      console.log(`    ${where} ${message.message}`);
      if (message.extract) console.log(`      ${message.extract.replace(/\s+/g, " ").trim()}`);
    }
  }
}

/** Each distinct error once, with how often and where it occurs. */
function printSummary(messages: VnuMessage[]) {
  if (messages.length === 0) return;
  const where = new Map<string, Set<string>>();
  const counts = new Map<string, number>();
  for (const message of messages) {
    const file = message.url ? decodeURIComponent(message.url.replace(/^file:/, "")) : "(unknown)";
    where.set(message.message, (where.get(message.message) ?? new Set()).add(labels.get(file) ?? file));
    counts.set(message.message, (counts.get(message.message) ?? 0) + 1);
  }
  console.log("\nDistinct errors:");
  for (const [message, files] of where) {
    console.log(`  ${counts.get(message)}x ${message}\n     in ${[...files].join(", ")}`);
  }
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "assets" ? [] : walk(full);
    return [full];
  });
}
