// Docker cannot run on these machines: these tests hold the container files to what can be
// checked without it, the README's commands and the settings the server reads.
import { readFileSync } from "node:fs";
import { dirname } from "node:path";
import { expect, test } from "vitest";
import { parse } from "yaml";
import { siteSettingNames } from "../config/site.ts";
import { SERVER_SETTINGS } from "../server/config.ts";
import { proxyLocation } from "./nginx.ts";

type Instruction = { op: string; args: string };

/** The Dockerfile's instructions per stage, continuation lines joined, comments left out. */
function dockerStages(): Instruction[][] {
  const text = readFileSync("Dockerfile", "utf8").replace(/\\\n\s*/g, " ");
  const stages: Instruction[][] = [];
  for (const line of text.split("\n")) {
    if (/^\s*(#|$)/.test(line)) continue;
    const [, op = "", args = ""] = /^\s*(\w+)\s+(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === "FROM") stages.push([]);
    stages.at(-1)?.push({ op: op.toUpperCase(), args: args.trim() });
  }
  return stages;
}

const all = (stage: Instruction[], op: string) =>
  stage.filter((instruction) => instruction.op === op).map((instruction) => instruction.args);

/** `KEY=value` pairs of ENV instructions. */
const envOf = (stage: Instruction[]) =>
  Object.fromEntries(all(stage, "ENV").flatMap((args) => [...args.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]])));

/** The shell commands of the README's deployment block: each with its leading `NAME=value` settings. */
function readmeDeployment() {
  const readme = readFileSync("README.md", "utf8");
  const section = readme.slice(readme.indexOf("## Deployment"));
  const block = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  return block
    .split("\n")
    .map((line) => line.replace(/#.*$/, "").trim())
    .filter(Boolean)
    .flatMap((line) => line.split("&&").map((command) => command.trim()))
    .map((command) => {
      const words = command.split(/\s+/);
      const settings = Object.fromEntries(
        words.filter((word) => /^[A-Z_]+=/.test(word)).map((word) => word.split("=", 2)),
      );
      return { command: words.filter((word) => !/^[A-Z_]+=/.test(word)).join(" "), settings };
    });
}

const compose = () => parse(readFileSync("compose.yaml", "utf8"));

test("the image builds with the README's build commands, in its order", () => {
  const [build] = dockerStages();
  const runs = all(build ?? [], "RUN").flatMap((run) => run.split("&&").map((command) => command.trim()));
  const readmeBuild = readmeDeployment()
    .map((step) => step.command)
    .filter((command) => command.startsWith("npm "));
  expect(readmeBuild).toEqual(["npm ci", "npm run build"]);
  expect(runs.filter((command) => readmeBuild.includes(command))).toEqual(readmeBuild);
});

test("the image starts the server with the README's start command and its settings", () => {
  const runtime = dockerStages().at(-1) ?? [];
  const start = readmeDeployment().find((step) => step.command.startsWith("node "));
  expect(JSON.parse(all(runtime, "CMD")[0] ?? "[]").join(" ")).toBe(start?.command);
  const site = compose().services.site;
  // Each setting the README starts the server with is the image's or compose's.
  for (const [name, value] of Object.entries(start?.settings ?? {})) {
    const given = envOf(runtime)[name] ?? site.environment[name];
    expect(String(given).replace(/^\$\{\w+:-(.*)\}$/, "$1"), name).toBe(value);
  }
});

test("the image runs as a non-root user, keeps the SQLite folder in a volume and checks /healthz", () => {
  const runtime = dockerStages().at(-1) ?? [];
  expect(all(runtime, "USER")).toHaveLength(1);
  expect(all(runtime, "USER")[0]).not.toMatch(/^(root|0)(:|$)/);
  const env = envOf(runtime);
  expect(all(runtime, "VOLUME")).toContain(dirname(env.DATABASE_PATH ?? ""));
  expect(all(runtime, "EXPOSE")).toEqual([env.PORT]);
  const healthcheck = all(runtime, "HEALTHCHECK")[0] ?? "";
  expect(healthcheck).toContain("/healthz");
  expect(healthcheck).toMatch(/CMD \["node",/);
});

test("the build gets every public setting, and whether placeholders are allowed, from the image's arguments and compose's", () => {
  const [build] = dockerStages();
  const expected = [...siteSettingNames, "ALLOW_PLACEHOLDERS"].sort();
  expect(all(build ?? [], "ARG").sort()).toEqual(expected);
  expect(Object.keys(compose().services.site.build.args).sort()).toEqual(expected);
});

test("README's nginx configuration passes the headers the reverse-proxy tests' nginx passes", () => {
  const readme = readFileSync("README.md", "utf8");
  const block = /```nginx\n([\s\S]*?)```/.exec(readme.slice(readme.indexOf("## Deployment")))?.[1] ?? "";
  const lines = (text: string) => text.split("\n").map((line) => line.trim());
  for (const line of lines(proxyLocation("http://127.0.0.1:3000"))) expect(lines(block), line).toContain(line);
});

test("compose sets only settings the server reads, points DATABASE_URL at its PostgreSQL and waits for it", () => {
  const { services, volumes } = compose();
  const read = new Set([...SERVER_SETTINGS, ...siteSettingNames]);
  expect(Object.keys(services.site.environment).filter((name) => !read.has(name))).toEqual([]);
  const url = new URL(services.site.environment.DATABASE_URL.replace(/\$\{[^}]+\}/g, "password"));
  expect(url.protocol).toBe("postgres:");
  expect(services[url.hostname]?.image).toMatch(/^postgres:/);
  expect(url.pathname).toBe(`/${services[url.hostname].environment.POSTGRES_DB}`);
  expect(url.username).toBe(services[url.hostname].environment.POSTGRES_USER);
  expect(services.site.depends_on[url.hostname]).toEqual({ condition: "service_healthy" });
  expect(services[url.hostname].healthcheck.test.join(" ")).toContain("pg_isready");
  const [volume] = services[url.hostname].volumes[0].split(":");
  expect(Object.keys(volumes)).toContain(volume);
  expect(services.site.env_file).toBe(".env");
  // Published on the host's loopback only: clients reach the site through the host's proxy, never around it.
  expect(services.site.ports).toEqual([
    `127.0.0.1:${services.site.environment.PORT}:${services.site.environment.PORT}`,
  ]);
});

test("the build context leaves out local installs, builds, the database and .env", () => {
  const ignored = readFileSync(".dockerignore", "utf8").split("\n");
  for (const entry of ["node_modules", "build", "data", ".env"]) expect(ignored, entry).toContain(entry);
});

test("one Node.js line everywhere: .node-version, package.json's engines, the image and CI", () => {
  const major = readFileSync(".node-version", "utf8").trim();
  const packageJson = JSON.parse(readFileSync("package.json", "utf8"));
  expect(packageJson.engines.node).toBe(`>=${major}`);
  const text = readFileSync("Dockerfile", "utf8");
  const images = [...text.matchAll(/^FROM\s+(\S+)/gm)].map((match) => match[1]);
  expect(images.length).toBeGreaterThan(0);
  for (const image of images) expect(image).toMatch(new RegExp(`^node:${major}(-|$)`));
  // CI installs the version .node-version names when the machine's is older.
  expect(readFileSync(".ci/run", "utf8")).toContain("$(cat .node-version)");
});

test("the lock file is npm's own: every installed package has its integrity hash", () => {
  const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
  const entries = Object.entries<{ integrity?: string; link?: boolean; inBundle?: boolean }>(lock.packages);
  // A bundled dependency ships inside its parent's tarball, which the parent's hash covers.
  const unverified = entries.filter(
    ([path, entry]) => path !== "" && !entry.link && !entry.inBundle && !entry.integrity,
  );
  expect(unverified.map(([path]) => path)).toEqual([]);
  expect(entries.length).toBeGreaterThan(100);
});
