// `npm run bench`: load test of the production server on loopback (not part of `npm test`).
//
// wrk (one thread, 50 connections, "Accept-Encoding: gzip") on the home page, /blog, the privacy
// policy, an article, a stylesheet and two campaign links (`?utm_source=x&utm_medium=email`,
// `?gclid=...`: served the same prerendered page), against a bare node:http server that answers
// the same build's bytes from memory (scripts/audit/bare-server.ts), side by side in one run: each
// URL in turns (a round and its reverse; a campaign link between its bare address's turns), each
// side's figures the mean of its four. The run
// fails when the server answers a URL below 0.5x the bare server, or a campaign link below 0.9x of
// its bare address. Prints requests per second, p50/p99 latency, throughput and the server's
// resident memory (/proc/<pid>/status) as Markdown tables and writes reports/bench.json. When
// nginx is installed, the same URLs from nginx serving build/client (one worker, gzip_static). BUILD_DIR
// selects the build (default build); BENCH_SECONDS the length of one turn (2).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { findNginx, startNginx } from "../nginx.ts";
import { clientDir, freePort, requireBuild, sitemapPaths, startServer } from "./server.ts";
import { ensureWrk, runWrk, type WrkResult } from "./wrk.ts";

const TURN_S = Number(process.env.BENCH_SECONDS ?? 2);
const CONNECTIONS = 50;
const HEADERS = { "accept-encoding": "gzip" };
// What ads and newsletters add to a link; no page reads them.
const CAMPAIGN = { home: "?utm_source=x&utm_medium=email", article: "?gclid=Cj0KCQjw-bench_click_id" };
const MIN_CAMPAIGN_RATIO = 0.9;
const MIN_BARE_RATIO = 0.5;
const OURS = "Mamut (node server/index.ts)";
const BARE = "bare node:http, same bytes";

/** One wrk run of one server on one path, with the server's memory and the encoding asked for. */
export type Row = WrkResult & {
  server: string;
  path: string;
  rssMb: number | null;
  encoding: string;
};

requireBuild();
if (!ensureWrk()) process.exit(1);
const basePort = process.env.AUDIT_PORT ? Number(process.env.AUDIT_PORT) : undefined;
const ours = await startServer({ port: basePort });
const bare = await startBare(basePort ? basePort + 2 : await freePort());
const rows: Row[] = [];
let paths: string[] = [];
let idleRss: number | null = null;
try {
  const groups = benchPaths(await sitemapPaths(ours.origin));
  paths = groups.flatMap(({ path, twin }) => (twin ? [path, twin] : [path]));
  // Let the start-up's garbage settle before the resident memory is read.
  await new Promise((done) => setTimeout(done, 3000));
  idleRss = rssMb(ours.pid);
  for (const { path, twin } of groups) {
    for (const url of [`${ours.origin}${path}`, `${bare.origin}${path}`, ...(twin ? [`${ours.origin}${twin}`] : [])]) {
      await runWrk(url, { seconds: 1, connections: CONNECTIONS, headers: HEADERS });
    }
    // In turns, a round and its reverse: a change in the machine's other load during the group
    // weighs on each side alike, and each side follows the others as often.
    const round = twin ? ["bare", "ours", "twin", "bare", "twin", "ours"] : ["bare", "ours", "ours", "bare"];
    const turns: Row[] = [];
    for (const side of [...round, ...round.toReversed()]) {
      if (side === "bare") turns.push(await measure(BARE, bare.origin, path, [bare.pid], TURN_S));
      else turns.push(await measure(OURS, ours.origin, side === "twin" && twin ? twin : path, [ours.pid], TURN_S));
    }
    const bareRow = combine(turns.filter((row) => row.server === BARE));
    rows.push(combine(turns.filter((row) => row.server === OURS && row.path === path)), bareRow);
    if (twin) {
      // The bare server answers the campaign link with the same bytes as its address.
      rows.push(combine(turns.filter((row) => row.path === twin)), { ...bareRow, path: twin });
    }
  }
} finally {
  await ours.stop();
  await bare.stop();
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
      for (const path of paths.filter((path) => !path.includes("?"))) {
        const name = `nginx (${version.replace(/^nginx version: /, "")}, 1 worker)`;
        rows.push(await measure(name, server.origin, path, server.pids(), TURN_S * 2));
      }
    } finally {
      await server.stop();
    }
  }
}

printTable(rows);
const againstBare = printBareRatios(rows);
const campaign = printCampaignRatios(rows);
if (idleRss !== null) console.log(`\nMamut server memory (RSS) at rest after start-up: ${idleRss.toFixed(1)} MB.`);
if (nginxNote) console.log(`\n${nginxNote}`);
mkdirSync("reports", { recursive: true });
writeFileSync(
  "reports/bench.json",
  JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      client: "wrk -t1",
      turnS: TURN_S,
      connections: CONNECTIONS,
      rows,
      againstBare,
      campaign,
    },
    null,
    2,
  ) + "\n",
);
console.log("\nReport: reports/bench.json");
if (againstBare.some((pair) => pair.ratio < MIN_BARE_RATIO)) {
  console.error(`\nA URL served below ${MIN_BARE_RATIO}x of the bare node:http server on the same bytes.`);
  process.exitCode = 1;
}
if (campaign.some((pair) => pair.ratio < MIN_CAMPAIGN_RATIO)) {
  console.error(`\nA page with a campaign query served below ${MIN_CAMPAIGN_RATIO}x of the bare address.`);
  process.exitCode = 1;
}

/**
 * The URLs measured, from the sitemap: the home page, /blog, the privacy policy and an article
 * where the site has them, the first stylesheet, and the home page and the article with a
 * campaign query.
 */
function benchPaths(all: string[]): Array<{ path: string; twin?: string }> {
  const article = all.find((path) => /^\/blog\/[^/]+$/.test(path));
  const privacy = all.find((path) => path === "/privacy-policy") ?? all.find((path) => /^\/privacy/.test(path));
  const stylesheet = readdirSync(`${clientDir}/assets`).find((name) => name.endsWith(".css"));
  return [
    { path: "/", twin: `/${CAMPAIGN.home}` },
    ...(all.includes("/blog") ? [{ path: "/blog" }] : []),
    ...(privacy ? [{ path: privacy }] : []),
    ...(article ? [{ path: article, twin: `${article}${CAMPAIGN.article}` }] : []),
    ...(stylesheet ? [{ path: `/assets/${stylesheet}` }] : []),
  ];
}

async function measure(server: string, origin: string, path: string, pids: number[], seconds: number) {
  const probe = await fetch(`${origin}${path}`, { headers: HEADERS });
  await probe.arrayBuffer();
  const result = await runWrk(`${origin}${path}`, { seconds, connections: CONNECTIONS, headers: HEADERS });
  const rss = pids.map(rssMb).filter((value) => value !== null);
  const row: Row = {
    server,
    path,
    ...result,
    rps: Math.round(result.rps),
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

/** The bare server on the same build (scripts/audit/bare-server.ts), in a process of its own. */
async function startBare(port: number) {
  const child = spawn(process.execPath, ["scripts/audit/bare-server.ts", clientDir, String(port)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("listening") && resolve());
    void exited.then(() => reject(new Error("the bare server stopped before it listened")));
  });
  if (child.pid === undefined) throw new Error("the bare server has no process id");
  return {
    origin: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
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

/**
 * nginx serving the same client folder (one worker, the build's .gz copies, gzip for the rest),
 * from its own temporary folder.
 */
async function startStaticNginx(port: number) {
  const server = await startNginx({
    port,
    servers: `gzip on;
  gzip_static on;
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
    `\nLoopback, wrk -t1, ${CONNECTIONS} connections, Accept-Encoding: gzip, turns of ${TURN_S} s (${new Date().toISOString().slice(0, 10)})\n`,
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
  for (const row of list.filter((item) => item.server === OURS)) {
    const other = nginxRows.find((item) => item.path === row.path);
    if (!other) continue;
    console.log(
      `| ${row.path} | ${(row.rps / other.rps).toFixed(2)} | ${other.p99 > 0 ? (row.p99 / other.p99).toFixed(2) : "-"} |`,
    );
  }
}

/** Each URL from the server against the bare server on the same bytes, measured in turns. */
function printBareRatios(list: Row[]) {
  const pairs = list
    .filter((row) => row.server === OURS)
    .map((row) => {
      const bareRps = list.find((item) => item.server === BARE && item.path === row.path)?.rps ?? 0;
      return { path: row.path, rps: row.rps, bareRps, ratio: bareRps > 0 ? row.rps / bareRps : 0 };
    });
  console.log(`\nAgainst a bare node:http server on the same bytes (at least ${MIN_BARE_RATIO}x):\n`);
  console.log("| URL | requests/s | bare node:http | ratio |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const pair of pairs) console.log(`| ${pair.path} | ${pair.rps} | ${pair.bareRps} | ${pair.ratio.toFixed(2)} |`);
  return pairs;
}

/** Each page bare and with a campaign query, side by side: requests/s and their ratio. */
function printCampaignRatios(list: Row[]) {
  const ours = list.filter((row) => row.server === OURS);
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
