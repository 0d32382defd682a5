// `npm run bench`: load test of the production server on loopback (not part of `npm test`).
//
// autocannon, 50 connections for 10 s on the home page and one article, each bare and with a
// campaign query (`?utm_source=x&utm_medium=email`, `?gclid=...`: served the same prerendered
// page, so the ratio must be at least 0.9; the run fails below it; each pair is measured in turns,
// bare, query, query, bare, twice, 2.5 s each, each side's figures the mean of its four), asking for
// "Accept-Encoding: br, gzip" as browsers do: requests per second, p50/p99 latency,
// throughput and the server's resident memory after the run (/proc/<pid>/status). When
// nginx is installed, the same figures for nginx serving the same build/client folder
// (one worker, gzip on) and the ratio ours/nginx. Prints Markdown tables and writes
// reports/bench.json. BUILD_DIR selects the build (default build).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { findNginx, startNginx } from "../nginx.ts";
import { clientDir, freePort, requireBuild, sitemapPaths, startServer } from "./server.ts";

const DURATION_S = 10;
const CONNECTIONS = 50;
const HEADERS = { "accept-encoding": "br, gzip" };
// What ads and newsletters add to a link; no page reads them.
const CAMPAIGN = { home: "?utm_source=x&utm_medium=email", article: "?gclid=Cj0KCQjw-bench_click_id" };
const MIN_CAMPAIGN_RATIO = 0.9;

export type Histogram = { average: number; p50: number; p99: number };
export type LoadResult = {
  requests: Histogram;
  latency: Histogram;
  throughput: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
};
// autocannon ships no type declarations; this is the part of its API the bench uses.
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<LoadResult>;
const autocannon: Autocannon = createRequire(import.meta.url)("autocannon");

export type Row = {
  server: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  mbps: number;
  errors: number;
  non2xx: number;
  rssMb: number | null;
  encoding: string;
};

requireBuild();
const basePort = process.env.AUDIT_PORT ? Number(process.env.AUDIT_PORT) : undefined;
const ours = await startServer({ port: basePort });
const rows: Row[] = [];
let paths: string[] = [];
let idleRss: number | null = null;
try {
  const all = await sitemapPaths(ours.origin);
  const article = all.find((path) => /^\/blog\/[^/]+$/.test(path));
  paths = ["/", ...(article ? [article] : [])];
  // Let the start-up's garbage settle before the resident memory is read.
  await new Promise((done) => setTimeout(done, 3000));
  idleRss = rssMb(ours.pid);
  for (const path of paths) {
    const queried = `${path}${path === "/" ? CAMPAIGN.home : CAMPAIGN.article}`;
    await load(`${ours.origin}${path}`, 3);
    // In turns (bare, query, query, bare, twice), a quarter of the time each: a change in the
    // machine's other load during the pair weighs on both sides alike.
    const turns = [];
    for (const url of [path, queried, queried, path, path, queried, queried, path]) {
      turns.push(await measure("Mamut (node server/index.ts)", ours.origin, url, [ours.pid], DURATION_S / 4));
    }
    rows.push(combine(turns.filter((row) => row.path === path)), combine(turns.filter((row) => row.path === queried)));
  }
} finally {
  await ours.stop();
}

const nginxBinary = findNginx();
let nginxNote = "";
if (!nginxBinary) {
  nginxNote = "nginx was not found: no comparison (install nginx to compare).";
} else {
  const nginx = spawnSync(nginxBinary, ["-v"], { encoding: "utf8" });
  const version = (nginx.stderr || nginx.stdout).trim();
  const server = await startStaticNginx(basePort ? basePort + 1 : await freePort()).catch((error) => {
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
const campaign = printCampaignRatios(rows);
if (idleRss !== null) console.log(`\nMamut server memory (RSS) at rest after start-up: ${idleRss.toFixed(1)} MB.`);
if (nginxNote) console.log(`\n${nginxNote}`);
mkdirSync("reports", { recursive: true });
writeFileSync(
  "reports/bench.json",
  JSON.stringify(
    { generatedAt: new Date().toISOString(), durationS: DURATION_S, connections: CONNECTIONS, rows, campaign },
    null,
    2,
  ) + "\n",
);
console.log("\nReport: reports/bench.json");
if (campaign.some((pair) => pair.ratio < MIN_CAMPAIGN_RATIO)) {
  console.error(`\nA page with a campaign query served below ${MIN_CAMPAIGN_RATIO}x of the bare address.`);
  process.exitCode = 1;
}

function load(url: string, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
}

async function measure(server: string, origin: string, path: string, pids: number[], seconds = DURATION_S) {
  const probe = await fetch(`${origin}${path}`, { headers: HEADERS });
  await probe.arrayBuffer();
  const result = await load(`${origin}${path}`, seconds);
  const rss = pids.map(rssMb).filter((value) => value !== null);
  const row: Row = {
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

/** One row from runs of the same URL: the mean of their figures, the errors summed, the last memory. */
function combine(runs: Row[]): Row {
  const mean = (pick: (row: Row) => number) =>
    Math.round((runs.reduce((sum, row) => sum + pick(row), 0) / runs.length) * 10) / 10;
  const last = runs.at(-1);
  if (!last) throw new Error("no runs to combine");
  return {
    ...last,
    rps: Math.round(mean((row) => row.rps)),
    p50: mean((row) => row.p50),
    p99: mean((row) => row.p99),
    mbps: mean((row) => row.mbps),
    errors: runs.reduce((sum, row) => sum + row.errors, 0),
    non2xx: runs.reduce((sum, row) => sum + row.non2xx, 0),
  };
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return Number.isFinite(kb) ? kb / 1024 : null;
  } catch {
    return null;
  }
}

/** nginx serving the same client folder (one worker, gzip on), from its own temporary folder. */
async function startStaticNginx(port: number) {
  const server = await startNginx({
    port,
    servers: `gzip on;
  gzip_types text/css text/javascript application/xml image/svg+xml text/plain;
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    location / { try_files $uri $uri/index.html =404; }
  }`,
  });
  return { ...server, origin: `http://127.0.0.1:${port}` };
}

function printTable(list: Row[]) {
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

/** Each page bare and with a campaign query, side by side: requests/s and their ratio. */
function printCampaignRatios(list: Row[]) {
  const ours = list.filter((row) => !row.server.startsWith("nginx"));
  const pairs = ours
    .filter((row) => row.path.includes("?"))
    .map((queried) => {
      const bare = ours.find((row) => row.path === queried.path.split("?")[0]);
      return { bare: bare?.path ?? "", queried: queried.path, bareRps: bare?.rps ?? 0, queriedRps: queried.rps };
    })
    .map((pair) => ({ ...pair, ratio: pair.bareRps > 0 ? pair.queriedRps / pair.bareRps : 0 }));
  console.log(`\nCampaign links (the same prerendered page; at least ${MIN_CAMPAIGN_RATIO}x of the bare address):\n`);
  console.log("| page | requests/s | with a campaign query | requests/s | ratio |");
  console.log("| --- | ---: | --- | ---: | ---: |");
  for (const pair of pairs) {
    console.log(`| ${pair.bare} | ${pair.bareRps} | ${pair.queried} | ${pair.queriedRps} | ${pair.ratio.toFixed(2)} |`);
  }
  return pairs;
}
