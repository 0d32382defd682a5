// The registry these machines reach serves only the Linux x64 builds of packages with
// per-platform binaries (rollup, tailwind's oxide), so `npm install` leaves the other
// platforms' optional packages out of package-lock.json and `npm ci` then refuses the
// lock. This adds those entries back, marked optional and limited to their platform, so
// `npm ci` skips them here and still installs the right one elsewhere.
// Run after every `npm install` that changes dependencies: `node scripts/fix-lockfile.mjs`.
import { readFileSync, writeFileSync } from "node:fs";

const osNames = ["android", "darwin", "freebsd", "linux", "openbsd", "openharmony", "win32", "sunos", "aix"];
const cpuNames = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "wasm32"];

/** @param {string} name */
function platformOf(name) {
  const parts = name.split("/").at(-1)?.split("-") ?? [];
  const os = parts.find((part) => osNames.includes(part));
  const cpu =
    parts.find((part) => cpuNames.includes(part)) ??
    (parts.includes("eabi") || parts.includes("gnueabihf") ? "arm" : undefined);
  const libc =
    parts.includes("musl") || parts.includes("musleabihf")
      ? "musl"
      : parts.some((p) => p.startsWith("gnu"))
        ? "glibc"
        : undefined;
  return { os, cpu, libc };
}

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path === "" ? "" : `${path}/`;
    const candidates = [`${base}node_modules/${dep}`, `node_modules/${dep}`];
    if (candidates.some((candidate) => packages[candidate])) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os && !cpu) continue;
    packages[`node_modules/${dep}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os: [os === "wasm32" ? "wasi" : os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync("package-lock.json", `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform-specific optional package entries.`);
