// `npm run bench`: load test of the production server on loopback (not part of `npm test`).
//
// autocannon, 50 connections for 10 s on the home page and one article, asking for
// "Accept-Encoding: br, gzip" as browsers do: requests per second, p50/p99 latency,
// throughput and the server's resident memory after the run (/proc/<pid>/status). When
// nginx is on PATH, the same figures for nginx serving the same build/client folder
// (one worker, gzip on) and the ratio ours/nginx. Prints a Markdown table and writes
// reports/bench.json. BUILD_DIR selects the build (default build).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { clientDir, freePort, requireBuild, sitemapPaths, startServer } from "./server.mjs";

const DURATION_S = 10;
const CONNECTIONS = 50;
const HEADERS = { "accept-encoding": "br, gzip" };

/**
 * @typedef {{ average: number; p50: number; p99: number }} Histogram
 * @typedef {{ requests: Histogram; latency: Histogram; throughput: Histogram; errors: number; timeouts: number; non2xx: number }} LoadResult
 * @type {(options: { url: string; connections: number; duration: number; headers: Record<string, string> }) => Promise<LoadResult>}
 */
// autocannon ships no type declarations; this is the part of its API the bench uses.
const autocannon = createRequire(import.meta.url)("autocannon");

/**
 * @typedef {{ server: string; path: string; rps: number; p50: number; p99: number; mbps: number; errors: number; non2xx: number; rssMb: number | null; encoding: string }} Row
 */

requireBuild();
const basePort = process.env.AUDIT_PORT ? Number(process.env.AUDIT_PORT) : undefined;
const ours = await startServer({ port: basePort });
/** @type {Row[]} */
const rows = [];
/** @type {string[]} */
let paths = [];
/** @type {number | null} */
let idleRss = null;
try {
  const all = await sitemapPaths(ours.origin);
  const article = all.find((path) => /^\/blog\/[^/]+$/.test(path));
  paths = ["/", ...(article ? [article] : [])];
  // Let the start-up's garbage settle before the resident memory is read.
  await new Promise((done) => setTimeout(done, 3000));
  idleRss = rssMb(ours.pid);
  for (const path of paths) {
    await load(`${ours.origin}${path}`, 3);
    rows.push(await measure("Mamut (node server/index.js)", ours.origin, path, [ours.pid]));
  }
} finally {
  await ours.stop();
}

const nginx = spawnSync("nginx", ["-v"], { encoding: "utf8" });
let nginxNote = "";
if (nginx.error || nginx.status !== 0) {
  nginxNote = "nginx was not found on PATH: no comparison (install nginx to compare).";
} else {
  const version = (nginx.stderr || nginx.stdout).trim();
  const server = await startNginx(basePort ? basePort + 1 : await freePort()).catch((error) => {
    nginxNote = String(error instanceof Error ? error.message : error);
    return null;
  });
  if (server) {
    try {
      for (const path of paths) {
        await load(`${server.origin}${path}`, 3);
        const name = `nginx (${version.replace(/^nginx version: /, "")}, 1 worker)`;
        rows.push(await measure(name, server.origin, path, server.pids()));
      }
    } finally {
      await server.stop();
    }
  }
}

printTable(rows);
if (idleRss !== null) console.log(`\nMamut server memory (RSS) at rest after start-up: ${idleRss.toFixed(1)} MB.`);
if (nginxNote) console.log(`\n${nginxNote}`);
mkdirSync("reports", { recursive: true });
writeFileSync(
  "reports/bench.json",
  JSON.stringify(
    { generatedAt: new Date().toISOString(), durationS: DURATION_S, connections: CONNECTIONS, rows },
    null,
    2,
  ) + "\n",
);
console.log("\nReport: reports/bench.json");

/**
 * @param {string} url
 * @param {number} seconds
 */
function load(url, seconds) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
}

/**
 * @param {string} server
 * @param {string} origin
 * @param {string} path
 * @param {number[]} pids
 * @returns {Promise<Row>}
 */
async function measure(server, origin, path, pids) {
  const probe = await fetch(`${origin}${path}`, { headers: HEADERS });
  await probe.arrayBuffer();
  const result = await load(`${origin}${path}`, DURATION_S);
  const rss = pids.map(rssMb).filter((value) => value !== null);
  const row = {
    server,
    path,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    mbps: Math.round((result.throughput.average / 1e6) * 10) / 10,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rssMb: rss.length === 0 ? null : Math.round(rss.reduce((a, b) => a + b, 0) * 10) / 10,
    encoding: probe.headers.get("content-encoding") ?? "identity",
  };
  console.log(`${server} ${path}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms`);
  return row;
}

/**
 * Resident memory of a process in MB, from /proc (Linux).
 * @param {number} pid
 */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * nginx with a minimal generated config serving the same client folder, in a temp prefix.
 * @param {number} port
 */
async function startNginx(port) {
  const prefix = mkdtempSync(join(tmpdir(), "mamut-nginx-"));
  const conf = join(prefix, "nginx.conf");
  writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  types {
    text/html html; text/css css; text/javascript js; image/svg+xml svg; application/xml xml;
    text/plain txt; image/jpeg jpg jpeg; image/png png; image/webp webp; font/woff2 woff2;
  }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  gzip on;
  gzip_types text/css text/javascript application/xml image/svg+xml text/plain;
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  );
  const child = spawn("nginx", ["-p", prefix, "-e", join(prefix, "error.log"), "-c", conf], { stdio: "ignore" });
  const exited = new Promise((done) => child.once("exit", done));
  const origin = `http://127.0.0.1:${port}`;
  let started = false;
  for (let tries = 0; tries < 50 && !started && child.exitCode === null; tries++) {
    try {
      started = (await fetch(`${origin}/`)).ok;
    } catch {
      // Not listening yet.
    }
    if (!started) await new Promise((done) => setTimeout(done, 100));
  }
  const stop = async () => {
    child.kill("SIGQUIT");
    await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
    rmSync(prefix, { recursive: true, force: true });
  };
  if (!started) {
    const log = existsSync(join(prefix, "error.log")) ? readFileSync(join(prefix, "error.log"), "utf8") : "";
    await stop();
    throw new Error(`nginx did not start on ${origin}:\n${log}`);
  }
  const masterPid = /** @type {number} */ (child.pid);
  return {
    origin,
    /** The master and its worker(s). */
    pids: () => [masterPid, ...childrenOf(masterPid)],
    stop,
  };
}

/** @param {number} pid */
function childrenOf(pid) {
  if (!existsSync("/proc")) return [];
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        const stat = readFileSync(`/proc/${name}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/** @param {Row[]} list */
function printTable(list) {
  console.log(
    `\nLoopback, ${CONNECTIONS} connections, ${DURATION_S} s per URL, Accept-Encoding: br, gzip (${new Date().toISOString().slice(0, 10)})\n`,
  );
  console.log("| server | URL | encoding | requests/s | p50 latency | p99 latency | throughput | memory (RSS) after |");
  console.log("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |");
  for (const row of list) {
    const problems = row.errors + row.non2xx > 0 ? ` (${row.errors} errors, ${row.non2xx} non-2xx)` : "";
    console.log(
      `| ${row.server} | ${row.path} | ${row.encoding} | ${row.rps}${problems} | ${row.p50} ms | ${row.p99} ms | ${row.mbps} MB/s | ${row.rssMb ?? "?"} MB |`,
    );
  }
  const nginxRows = list.filter((row) => row.server.startsWith("nginx"));
  if (nginxRows.length === 0) return;
  console.log("\n| URL | requests/s ours/nginx | p99 ours/nginx |");
  console.log("| --- | ---: | ---: |");
  for (const row of list.filter((item) => !item.server.startsWith("nginx"))) {
    const other = nginxRows.find((item) => item.path === row.path);
    if (!other) continue;
    console.log(
      `| ${row.path} | ${(row.rps / other.rps).toFixed(2)} | ${other.p99 > 0 ? (row.p99 / other.p99).toFixed(2) : "-"} |`,
    );
  }
}
